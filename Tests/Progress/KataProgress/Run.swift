import Foundation
import KataRecords

/// What one run of the suites came to, read from the judge's records and from what Swift Testing's JSON event stream
/// (version 0) promises: its tests, their starts and ends, their issues; never a console or an experimental field.
public struct Run: Sendable {
    /// One case of a test: a parameterized test's (`caseID` its place in the run: "1", "2"), or a plain test's only one.
    public struct Case: Sendable, Hashable {
        public let testID: String
        public let caseID: String?
    }

    public struct Issue: Sendable {
        public let place: Case
        public let isKnown: Bool
        public let text: String
    }

    public struct Verdict: Sendable, Equatable {
        public var version: String
        public var broken: [String]
        public var failed: Bool
        public var isClean: Bool { broken.isEmpty && !failed }
    }

    /// Each test's and suite's display name, by id.
    public private(set) var names: [String: String] = [:]
    private(set) var suites: Set<String> = []
    private(set) var parameterized: Set<String> = []
    /// Each case that started, in order, and those that never ended (suites and parameterized tests too).
    public private(set) var started: [Case] = []
    public private(set) var unfinished: [Case] = []
    public private(set) var issues: [Issue] = []
    /// Each verdict the judge recorded: a scenario's k-th at its k-th case (its suite is serialized); a late one at the test.
    public private(set) var verdicts: [(place: Case, verdict: Verdict)] = []
    /// The tests `.unitTests` judged, by stream id, with each case's first failure (nil: it passed).
    public private(set) var judged: [String: [String?]] = [:]
    public private(set) var began = false
    public private(set) var ended = false

    /// The run a stream tells, a JSON record a line, with the judge's `records`; a line cut short is skipped.
    public init(eventStream text: String, records: [CaseRecord] = []) {
        for line in text.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            add(kind: record["kind"] as? String ?? "", payload)
        }
        let ids = Dictionary(grouping: Set(started.map(\.testID)), by: CaseRecord.name(streamID:))
        var taken: [String: Int] = [:]
        for record in records {
            guard let id = ids[record.test]?.first else { continue }
            guard record.kind == .verdict else {
                judged[id, default: []].append(record.failure)
                continue
            }
            let cases = started.filter { $0.testID == id }
            let index = record.late ? nil : taken[id, default: 0]
            if index != nil { taken[id, default: 0] += 1 }
            let place = index.flatMap { cases.indices.contains($0) ? cases[$0] : nil }
            let verdict = Verdict(version: record.version ?? "", broken: record.broken, failed: record.failed)
            verdicts.append((place ?? Case(testID: id, caseID: nil), verdict))
        }
    }

    private mutating func add(kind record: String, _ payload: [String: Any]) {
        let kind = payload["kind"] as? String ?? ""
        if record == "test", let id = payload["id"] as? String {
            names[id] = payload["displayName"] as? String ?? payload["name"] as? String ?? id
            if kind == "suite" { suites.insert(id) }
            if payload["isParameterized"] as? Bool == true { parameterized.insert(id) }
            return
        }
        let testID = payload["testID"] as? String ?? ""
        switch kind {
        case "runStarted": began = true
        case "runEnded": ended = true
        case "testStarted", "testCaseStarted":
            let isCase = kind == "testCaseStarted"
            let place = Case(
                testID: testID, caseID: isCase ? "\(started.filter { $0.testID == testID }.count + 1)" : nil)
            if isCase || !parameterized.contains(testID) && !suites.contains(testID) { started.append(place) }
            unfinished.append(place)
        case "testEnded", "testCancelled":
            unfinished.removeAll { $0.testID == testID && $0.caseID == nil }
        case "testCaseEnded", "testCaseCancelled":
            // Cases of one test that run at once end in any order: the oldest one open ends.
            if let open = unfinished.firstIndex(where: { $0.testID == testID && $0.caseID != nil }) {
                unfinished.remove(at: open)
            }
        case "issueRecorded":
            // Its details (a comment), else its messages; at the case that was running, when only one of the test's was.
            let messages = payload["messages"] as? [[String: String]] ?? []
            let details = messages.filter { $0["symbol"] == "details" }.compactMap { $0["text"] }
            let text = details.isEmpty ? messages.compactMap { $0["text"] } : details
            let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
            let open = unfinished.filter { $0.testID == testID && $0.caseID != nil }
            let place = open.count == 1 ? open[0] : Case(testID: testID, caseID: nil)
            issues.append(Issue(place: place, isKnown: isKnown, text: text.joined(separator: "\n")))
        default: break
        }
    }

    /// The display name of the test at `place`, with its case's place when it has one: "f(n:) (case 2)".
    public func name(of place: Case) -> String {
        (names[place.testID] ?? place.testID) + (place.caseID.map { " (case \($0))" } ?? "")
    }

    /// What was running when the stream stopped: the tests (a parameterized one's case) that never ended, else suites.
    public var running: [String] {
        let tests = unfinished.filter { open in
            !suites.contains(open.testID)
                && !(open.caseID == nil && unfinished.contains { $0.testID == open.testID && $0.caseID != nil })
        }
        var seen: Set<String> = []
        return (tests.isEmpty ? unfinished : tests).map(name(of:)).filter { seen.insert($0).inserted }
    }
}
