// The workbook's progress view: it runs the kata suites, reads Swift
// Testing's JSON event stream (never its console lines, whose wording and
// glyphs change between toolchains and machines), and tells a learner, a
// facilitator or CI where each kata stands.
//
// What the stream (version 0, Swift Testing 6.3) holds, from
// swift-testing's Sources/Testing/ABI/Encoded/: a "test" record for every
// suite and test function of the run's plan, with its id, display name,
// kind, `isParameterized` and source location (`fileID` and, in version 0,
// `_filePath`); then "event" records of the kinds `ABI.EncodedEvent.Kind`
// lists: runStarted, testStarted, testCaseStarted, issueRecorded,
// valueAttached, testCaseEnded, testCaseCancelled, testEnded, testSkipped,
// testCancelled, runEnded. A test function that is not parameterized has
// no case events: its one case's start and end are written as testStarted
// and testEnded. A parameterized one's case events carry `_testCase` (id,
// the arguments as displayed). An issue carries `isKnown`, `_comments` and
// the case it was recorded in. There is no record of an expectation that
// passed: `Event.Kind.expectationChecked` exists in the process, but
// `EncodedEvent.Kind` has no case for it and the entry point never turns
// `isExpectationCheckedEventEnabled` on. The file is written and flushed a
// record at a time, so a run that crashes leaves every record up to the
// crash.

import Foundation

/// One record of Swift Testing's JSON event stream, version 0, reduced to
/// what the progress view reads.
struct Record: Decodable {
    let kind: String
    let payload: Payload

    struct Payload: Decodable {
        let kind: String?
        let id: String?
        let testID: String?
        let name: String?
        let displayName: String?
        let isParameterized: Bool?
        let sourceLocation: SourceLocation?
        let testCase: TestCase?
        let issue: EncodedIssue?
        let comments: [String]?
        let messages: [Message]?
        let attachment: Attachment?

        enum CodingKeys: String, CodingKey {
            case kind, id, testID, name, displayName, isParameterized, sourceLocation, issue, messages, attachment
            case testCase = "_testCase"
            case comments = "_comments"
        }
    }

    /// A value a test attached: only its name is read.
    struct Attachment: Decodable {
        let preferredName: String?

        enum CodingKeys: String, CodingKey {
            case preferredName = "_preferredName"
        }
    }

    struct SourceLocation: Decodable {
        let fileID: String?
        let filePath: String?
        let line: Int?

        enum CodingKeys: String, CodingKey {
            case fileID, line
            case filePath = "_filePath"
            case newFilePath = "filePath"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
            // Version 0 writes `_filePath`; the 6.3 schema writes both.
            filePath =
                try container.decodeIfPresent(String.self, forKey: .filePath)
                ?? container.decodeIfPresent(String.self, forKey: .newFilePath)
            line = try container.decodeIfPresent(Int.self, forKey: .line)
        }
    }

    struct TestCase: Decodable {
        let id: String?
        let displayName: String
    }

    struct EncodedIssue: Decodable {
        let isKnown: Bool
    }

    struct Message: Decodable {
        let symbol: String
        let text: String
    }
}

/// What one run of the suites came to, read from its event stream.
public struct Run: Sendable, Equatable {
    /// A test or suite the run knew of.
    public struct TestInfo: Sendable, Equatable {
        public let id: String
        public let name: String
        public let isSuite: Bool
        public var isParameterized = false
        /// Where it is declared: the file's path as compiled, if the stream
        /// says it.
        public var filePath: String?
        /// The module and file name, "Kata1Tests/YourTests.swift".
        public var fileID: String?
        /// The line of its `@Test` or `@Suite`.
        public var line: Int?
    }

    /// One case of a test that started: a parameterized test's case, or a
    /// plain test's only one (`caseID` nil).
    public struct Started: Sendable, Equatable, Hashable {
        public let testID: String
        public let caseID: String?
        /// The case's argument as displayed ("Katas", "Solutions"), if any.
        public let testCase: String?
    }

    /// One issue a test recorded.
    public struct RecordedIssue: Sendable, Equatable {
        /// The id of the test that recorded it.
        public let testID: String
        /// The test case's argument as displayed ("Katas", "Solutions"), if any.
        public let testCase: String?
        /// The test case's id, if the test is parameterized.
        public var caseID: String?
        /// Whether it was a known issue (a broken rule on the Katas version).
        public let isKnown: Bool
        /// The issue's own comments: the judge's message, first.
        public let comments: [String]
    }

    /// The tests and suites, by id, in the order the run announced them.
    public private(set) var tests: [TestInfo] = []
    /// The test cases started, as (test id, argument), in order.
    public private(set) var casesStarted: [(testID: String, testCase: String?)] = []
    /// The ids of the tests that ran (started), in order.
    public private(set) var testsStarted: [String] = []
    /// Each case that started, in order: a parameterized test's cases, and a
    /// plain test once.
    public private(set) var started: [Started] = []
    /// The ids of the tests that were skipped (`.disabled`, `.enabled(if:)`).
    public private(set) var skipped: [String] = []
    /// The tests and cases `.unitTests` judged: it attaches a marker to each,
    /// the one sign of a trait the stream carries.
    public private(set) var judgedAsUnitTests: [(testID: String, caseID: String?)] = []
    /// The tests, suites and cases that started and never ended, in the
    /// order they started: what was running when the stream stopped.
    public private(set) var unfinished: [Started] = []
    /// Every issue recorded, in order.
    public private(set) var issues: [RecordedIssue] = []
    /// Whether the run began (runStarted): the build is behind it.
    public private(set) var began = false
    /// Whether the run reached its end (runEnded).
    public private(set) var ended = false
    /// Where each id is in `tests`.
    private var index: [String: Int] = [:]

    public static func == (lhs: Run, rhs: Run) -> Bool {
        lhs.tests == rhs.tests && lhs.issues == rhs.issues && lhs.started == rhs.started
            && lhs.unfinished == rhs.unfinished && lhs.began == rhs.began && lhs.ended == rhs.ended
    }

    /// The run an event stream describes, one JSON record a line. Lines that
    /// are not records of version 0 are skipped, and so is a last line cut
    /// short.
    public init(eventStream text: String) {
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
            add(record)
        }
    }

    private mutating func add(_ record: Record) {
        let payload = record.payload
        if record.kind == "test", let id = payload.id {
            let location = payload.sourceLocation
            index[id] = tests.count
            tests.append(
                TestInfo(
                    id: id, name: payload.displayName ?? payload.name ?? id, isSuite: payload.kind == "suite",
                    isParameterized: payload.isParameterized ?? false, filePath: location?.filePath,
                    fileID: location?.fileID, line: location?.line))
            return
        }
        guard record.kind == "event", let kind = payload.kind else { return }
        let testCase = payload.testCase.map { Started(testID: "", caseID: $0.id, testCase: $0.displayName) }
        switch kind {
        case "runStarted":
            began = true
        case "testStarted":
            guard let id = payload.testID else { return }
            testsStarted.append(id)
            let entry = Started(testID: id, caseID: nil, testCase: nil)
            if !isParameterized(id) && !isSuite(id) { started.append(entry) }
            unfinished.append(entry)
        case "testCaseStarted":
            guard let id = payload.testID else { return }
            casesStarted.append((id, payload.testCase?.displayName))
            let entry = Started(testID: id, caseID: testCase?.caseID, testCase: testCase?.testCase)
            started.append(entry)
            unfinished.append(entry)
        case "testEnded", "testCancelled":
            guard let id = payload.testID else { return }
            unfinished.removeAll { $0.testID == id && $0.caseID == nil }
        case "testCaseEnded", "testCaseCancelled":
            guard let id = payload.testID else { return }
            unfinished.removeAll { $0.testID == id && $0.caseID == testCase?.caseID && $0.caseID != nil }
        case "testSkipped":
            if let id = payload.testID { skipped.append(id) }
        case "issueRecorded":
            guard let id = payload.testID, let issue = payload.issue else { return }
            // The issue's own comments: `_comments` where the toolchain
            // writes them, else the detail messages, which carry the same text.
            let comments =
                payload.comments ?? (payload.messages ?? []).filter { $0.symbol == "details" }.map(\.text)
            issues.append(
                RecordedIssue(
                    testID: id, testCase: testCase?.testCase, caseID: testCase?.caseID, isKnown: issue.isKnown,
                    comments: comments))
        case "valueAttached":
            guard let id = payload.testID, payload.attachment?.preferredName?.hasPrefix(Self.unitTestMarker) == true
            else { return }
            judgedAsUnitTests.append((id, testCase?.caseID))
        case "runEnded":
            ended = true
        default:
            break
        }
    }

    /// The name `.unitTests` gives the marker it attaches to each test it
    /// judges (the stream adds a file extension).
    public static let unitTestMarker = "judged as a unit test"

    /// The display name of the test with `id`.
    public func name(of id: String) -> String {
        info(id)?.name ?? id
    }

    /// The test or suite with `id`, if the run announced it.
    public func info(_ id: String) -> TestInfo? {
        index[id].map { tests[$0] }
    }

    private func isSuite(_ id: String) -> Bool { info(id)?.isSuite ?? false }
    private func isParameterized(_ id: String) -> Bool { info(id)?.isParameterized ?? false }

    /// Whether any issue that is not a known one was recorded: a failure.
    public var failed: Bool { issues.contains { !$0.isKnown } }

    /// How many tests (not suites) started.
    public var testCount: Int {
        Set(testsStarted).filter { id in !isSuite(id) }.count
    }

    /// What was running when the stream stopped, as a learner reads it: the
    /// tests (and their cases) that started and never ended, or, if only
    /// suites were open, those suites.
    public var running: [String] {
        let open = unfinished.filter { !isSuite($0.testID) }
        let shown = open.isEmpty ? unfinished : open
        var named: [(id: String, name: String)] = []
        var seen: Set<Started> = []
        for entry in shown where seen.insert(entry).inserted {
            // A parameterized test is open while its case is: name the case.
            if entry.caseID == nil, isParameterized(entry.testID),
                shown.contains(where: { $0.testID == entry.testID && $0.caseID != nil })
            {
                continue
            }
            let name = entry.testCase.map { "\(self.name(of: entry.testID)) (\($0))" } ?? name(of: entry.testID)
            named.append((entry.testID, name))
        }
        // Tests of the same name are told apart by where they are declared,
        // the last part of their id ("YourTests.swift:8:4").
        return named.map { entry in
            guard named.filter({ $0.name == entry.name }).count > 1,
                let place = entry.id.split(separator: "/").last, place.contains(":")
            else { return entry.name }
            return "\(entry.name) [\(place)]"
        }
    }
}
