import Foundation
import KataRecords

/// Event-stream records shaped as Swift Testing 6.3 writes them (version 0), with only the fields it promises, and the
/// judge's records, for the progress view's tests. A test's text holds both, a line each; `split` tells them apart.
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

    /// An event; `argument` says which case it is for the reader of the test, and is not in the stream.
    static func event(_ kind: String, _ id: String = "", argument: String? = nil, _ extra: String = "") -> String {
        record(#"\#(extra)"kind":"\#(kind)","messages":[],"testID":"\#(id)""#)
    }

    static let runStarted = event("runStarted")
    static let runEnded = event("runEnded")

    static func issue(_ id: String, argument: String? = nil, known: Bool = false, _ text: String) -> String {
        record(
            #""issue":{"isKnown":\#(known)},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"\#(text)"}],"testID":"\#(id)""#
        )
    }

    /// The judge's record of a verdict on the scenario.
    static func verdict(_ version: String, _ broken: [String] = [], failed: Bool = false, late: Bool = false) -> String
    {
        judge(CaseRecord(.verdict, test: name(scenario), version: version, broken: broken, failed: failed, late: late))
    }

    /// The record `.unitTests` leaves on one case of the test `id`.
    static func judged(_ id: String, failure: String? = nil) -> String {
        judge(CaseRecord(.judged, test: name(id), failure: failure))
    }

    static func judge(_ record: CaseRecord) -> String {
        String(decoding: (try? JSONEncoder().encode(record)) ?? Data(), as: UTF8.self)
    }

    static func name(_ id: String) -> String { CaseRecord.name(streamID: id) }

    /// A test's text split into the stream and the judge's records.
    static func split(_ text: String) -> (stream: String, records: [CaseRecord]) {
        let lines = text.split(separator: "\n")
        return (
            lines.filter { $0.contains(#""payload""#) }.joined(separator: "\n"),
            Records.read(lines.filter { !$0.contains(#""payload""#) }.joined(separator: "\n"))
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
