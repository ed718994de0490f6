// The workbook's progress view: it runs the kata suites, reads Swift
// Testing's JSON event stream (never its console lines, whose wording and
// glyphs change between toolchains and machines), and tells a learner, a
// facilitator or CI where each kata stands.

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
        let testCase: TestCase?
        let issue: EncodedIssue?
        let comments: [String]?
        let messages: [Message]?

        enum CodingKeys: String, CodingKey {
            case kind, id, testID, name, displayName, isParameterized, issue, messages
            case testCase = "_testCase"
            case comments = "_comments"
        }
    }

    struct TestCase: Decodable {
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
    }

    /// One issue a test recorded.
    public struct RecordedIssue: Sendable, Equatable {
        /// The id of the test that recorded it.
        public let testID: String
        /// The test case's argument as displayed ("Katas", "Solutions"), if any.
        public let testCase: String?
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
    /// Every issue recorded, in order.
    public private(set) var issues: [RecordedIssue] = []
    /// Whether the run reached its end.
    public private(set) var ended = false

    public static func == (lhs: Run, rhs: Run) -> Bool {
        lhs.tests == rhs.tests && lhs.issues == rhs.issues && lhs.testsStarted == rhs.testsStarted
            && lhs.ended == rhs.ended
    }

    /// The run an event stream describes, one JSON record a line. Lines that
    /// are not records of version 0 are skipped.
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
            tests.append(
                TestInfo(id: id, name: payload.displayName ?? payload.name ?? id, isSuite: payload.kind == "suite"))
            return
        }
        guard record.kind == "event", let kind = payload.kind else { return }
        switch kind {
        case "testStarted":
            if let id = payload.testID { testsStarted.append(id) }
        case "testCaseStarted":
            if let id = payload.testID { casesStarted.append((id, payload.testCase?.displayName)) }
        case "issueRecorded":
            guard let id = payload.testID, let issue = payload.issue else { return }
            // The issue's own comments: `_comments` where the toolchain
            // writes them, else the detail messages, which carry the same text.
            let comments =
                payload.comments ?? (payload.messages ?? []).filter { $0.symbol == "details" }.map(\.text)
            issues.append(
                RecordedIssue(
                    testID: id, testCase: payload.testCase?.displayName, isKnown: issue.isKnown, comments: comments))
        case "runEnded":
            ended = true
        default:
            break
        }
    }

    /// The display name of the test with `id`.
    public func name(of id: String) -> String {
        tests.first { $0.id == id }?.name ?? id
    }

    /// Whether any issue that is not a known one was recorded: a failure.
    public var failed: Bool { issues.contains { !$0.isKnown } }

    /// How many tests (not suites) started.
    public var testCount: Int {
        Set(testsStarted).filter { id in !(tests.first { $0.id == id }?.isSuite ?? false) }.count
    }
}
