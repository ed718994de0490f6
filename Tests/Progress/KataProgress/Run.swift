import Foundation

/// What one run of the suites came to, read from its JSON event stream (version 0), never from its console.
public struct Run: Sendable {
    /// One case of a test: a parameterized test's case, or a plain test's only one (`caseID` nil).
    public struct Case: Sendable, Hashable {
        public let testID: String
        public let caseID: String?
        public var argument: String? = nil
    }

    /// An issue a test recorded: where, whether known, and its message.
    public struct Issue: Sendable {
        public let place: Case
        public let isKnown: Bool
        public let text: String
    }

    /// A scenario case's verdict, as the judge attaches it (`verdict.json`, `VerdictRecord`).
    public struct Verdict: Sendable, Equatable, Decodable {
        public var version: String
        public var broken: [String]
        public var failed: Bool
        /// No rule broken, and nothing failed.
        public var isClean: Bool { broken.isEmpty && !failed }
    }

    /// Each test's and suite's display name, by id.
    public private(set) var names: [String: String] = [:]
    private(set) var suites: Set<String> = []
    private(set) var parameterized: Set<String> = []
    /// Each case that started, in order (a plain test's once), and those that never ended.
    public private(set) var started: [Case] = []
    public private(set) var unfinished: [Case] = []
    public private(set) var issues: [Issue] = []
    /// Each verdict attached, in order: a late contact attaches a second one to the same case.
    public private(set) var verdicts: [(place: Case, verdict: Verdict)] = []
    /// The cases `.unitTests` judged: it attaches "judged as a unit test" to each.
    public private(set) var judged: Set<Case> = []
    /// Whether the run began (the build is behind it), and whether it reached its end.
    public private(set) var began = false
    public private(set) var ended = false

    /// The run a stream tells, a JSON record a line (see swift-testing's `ABI/Encoded/`); a line cut short is skipped.
    public init(eventStream text: String) {
        for line in text.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            add(kind: record["kind"] as? String ?? "", payload)
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
        let testCase = payload["_testCase"] as? [String: Any]
        let place = Case(
            testID: testID, caseID: testCase?["id"] as? String, argument: testCase?["displayName"] as? String)
        let attachment = payload["attachment"] as? [String: Any]
        switch kind {
        case "runStarted": began = true
        case "runEnded": ended = true
        case "testStarted" where !parameterized.contains(testID) && !suites.contains(testID), "testCaseStarted":
            started.append(place)
            unfinished.append(place)
        case "testStarted": unfinished.append(place)
        case "testEnded", "testCancelled", "testCaseEnded", "testCaseCancelled":
            unfinished.removeAll { $0.testID == testID && $0.caseID == place.caseID }
        case "issueRecorded":
            // Its own comments, else its messages (an expectation's "Expectation failed: …" has no comment).
            let comments = payload["_comments"] as? [String] ?? []
            let text =
                comments.isEmpty
                ? (payload["messages"] as? [[String: String]] ?? []).compactMap { $0["text"] } : comments
            let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
            issues.append(Issue(place: place, isKnown: isKnown, text: text.joined(separator: "\n")))
        case "valueAttached"
        where (attachment?["_preferredName"] as? String)?.hasPrefix("judged as a unit test") == true:
            judged.insert(Case(testID: testID, caseID: place.caseID))
        case "valueAttached" where attachment?["_preferredName"] as? String == "verdict.json":
            let bytes = (attachment?["_bytes"] as? String).flatMap { Data(base64Encoded: $0) } ?? Data()
            if let verdict = try? JSONDecoder().decode(Verdict.self, from: bytes) { verdicts.append((place, verdict)) }
        default: break
        }
    }

    /// The display name of the test at `place`, with its case's argument.
    public func name(of place: Case) -> String {
        (names[place.testID] ?? place.testID) + (place.argument.map { " (\($0))" } ?? "")
    }

    /// What was running when the stream stopped: the tests (a parameterized one's case) that never ended, else the
    /// suites.
    public var running: [String] {
        let tests = unfinished.filter { open in
            !suites.contains(open.testID)
                && !(open.caseID == nil && unfinished.contains { $0.testID == open.testID && $0.caseID != nil })
        }
        var seen: Set<String> = []
        return (tests.isEmpty ? unfinished : tests).map(name(of:)).filter { seen.insert($0).inserted }
    }
}
