import Foundation

/// Event-stream records shaped as Swift Testing 6.3 writes them (version 0), for the progress view's tests.
enum Streams {
    static let scenario = "Kata1Scenarios.Kata1Scenarios/cart(on:)/Kata1Scenarios.swift:13:6"

    static func record(_ payload: String, kind: String = "event") -> String {
        #"{"kind":"\#(kind)","payload":{\#(payload)},"version":0}"#
    }

    static func test(_ id: String, _ name: String, suite: Bool = false, parameterized: Bool = false) -> String {
        record(
            #""displayName":"\#(name)","id":"\#(id)","isParameterized":\#(parameterized),"kind":"\#(suite ? "suite" : "function")""#,
            kind: "test")
    }

    static func event(_ kind: String, _ id: String = "", argument: String? = nil, _ extra: String = "") -> String {
        let testCase = argument.map { #""_testCase":{"displayName":"\#($0)","id":"case \#($0)"},"# } ?? ""
        return record(#"\#(testCase)\#(extra)"kind":"\#(kind)","messages":[],"testID":"\#(id)""#)
    }

    static let runStarted = event("runStarted")
    static let runEnded = event("runEnded")

    static func issue(_ id: String, argument: String? = nil, known: Bool = false, _ text: String) -> String {
        event("issueRecorded", id, argument: argument, #""_comments":["\#(text)"],"issue":{"isKnown":\#(known)},"#)
    }

    static func attach(_ id: String, argument: String? = nil, _ name: String, _ bytes: String = "") -> String {
        let data = Data(bytes.utf8).base64EncodedString()
        return event(
            "valueAttached", id, argument: argument, #""attachment":{"_bytes":"\#(data)","_preferredName":"\#(name)"},"#
        )
    }

    static func verdict(_ version: String, _ broken: [String] = [], failed: Bool = false) -> String {
        attach(
            scenario, argument: version, "verdict.json",
            #"{"version":"\#(version)","broken":[\#(broken.map { "\"\($0)\"" }.joined(separator: ","))],"failed":\#(failed)}"#
        )
    }

    /// One scenario with the Katas and Solutions verdicts given, in a run that began and ended.
    static func scenarioRun(_ katas: String, _ solutions: String, more: [String] = []) -> String {
        ([
            test(scenario, "The cart toggle decides", parameterized: true), runStarted, event("testStarted", scenario),
            event("testCaseStarted", scenario, argument: "Katas"), katas,
            event("testCaseEnded", scenario, argument: "Katas"),
            event("testCaseStarted", scenario, argument: "Solutions"), solutions,
            event("testCaseEnded", scenario, argument: "Solutions"), event("testEnded", scenario),
        ] + more + [runEnded])
        .joined(separator: "\n")
    }
}
