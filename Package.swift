// swift-tools-version: 6.3
// The workbook: untestable programs (Katas/), their testable refactorings
// (Solutions/), and one shared suite per kata (Tests/) that runs against both.
//
// Swift 6.3 or later: the only toolchain the workbook's CI runs. See README.md.

import Foundation
import PackageDescription

/// Every target speaks Swift 6 with `any` spelled out for existentials, and
/// sees the members an extension adds only where its module is imported, so
/// that a learner's tests, which import only Katas/, never trip over the
/// Solutions' extensions of the same SDK types.
/// A debug build indexes every module it compiles, for an editor's "jump to
/// definition"; by default also the system's (Foundation, Testing), which
/// costs a first build seconds in which nothing moves on the screen. The
/// editor reads those from their interfaces anyway.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(["-index-ignore-system-modules"]),
]

/// The test bundle is linked again after every edit. On Linux, the
/// toolchain's own lld links it in about two thirds of the time the system's
/// gold takes, and a learner waits for it on every run of a suite.
let linking: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

/// The code the katas use and the learner does not change (UIKit look-alikes
/// and the live world, the "third-party" SDKs), and the clock tests move.
let support: [Target.Dependency] = [
    "StandIns", "SearchAPI", "WeatherAPI", "ACMEDeviceSDK", "NotesService", "LibraryService",
]

/// The katas: every folder `Katas/KataN…`, found by scanning, so that a new
/// kata is a folder, not a line here. The progress view and the CI scripts
/// find them the same way.
let katas: [(number: Int, folder: String)] =
    ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Katas")) ?? []).compactMap {
        folder in
        guard folder.hasPrefix("Kata"), let number = Int(folder.dropFirst(4).prefix { $0.isNumber }) else { return nil }
        return (number, folder)
    }.sorted { $0.number < $1.number }

/// The targets of one kata, all from its folders `Katas/KataN…`,
/// `Solutions/KataN…` and `Tests/KataN…`:
///
/// - `KataN` and `KataNSolution`: the code before and after; from Kata 7
///   on, on the main actor unless it says otherwise, as a new Xcode 26 app
///   target is;
/// - `KataNTests`, a library: the learner's `Yours/` (their driver, doubles
///   and tests) with `Contract/` (what the driver answers to, and what the
///   judge gives them), so that the judge can reach their driver; Swift
///   Testing finds their tests in it all the same;
/// - `KataNScenarios`, the judge: `Judge/` and the reference driver in
///   `Reference/`. An edit of `Katas/` does not rebuild it: its `@Test`
///   macros would cost a learner a third of a second on every run;
/// - `ExamplesN`: plain unit tests of the reference, as an app's test target
///   would have them, named so that `--filter KataN` leaves them out.
func kata(_ number: Int, folder: String, copy: String? = nil) -> [Target] {
    let learners = "Kata\(number)Tests"
    let tests = "Tests/\(folder)"
    let code = settings + (number >= 7 ? [.defaultIsolation(MainActor.self)] : [])
    return [
        .target(
            name: "Kata\(number)", dependencies: support, path: copy.map { "\($0)/Code" } ?? "Katas/\(folder)",
            exclude: ["README.md"], swiftSettings: code),
        .target(
            name: "Kata\(number)Solution", dependencies: support, path: "Solutions/\(folder)", swiftSettings: code),
        .target(
            name: learners, dependencies: [.target(name: "Kata\(number)"), "Testability", "TestClock"] + support,
            path: copy.map { "\($0)/Tests" } ?? tests,
            exclude: copy == nil ? ["Judge", "Reference", "Examples"] : [], sources: ["Yours", "Contract"],
            swiftSettings: settings),
        .testTarget(
            name: "Kata\(number)Scenarios",
            dependencies: [.target(name: learners), .target(name: "Kata\(number)Solution"), "Testability", "TestClock"]
                + support,
            path: tests, exclude: ["Yours", "Contract", "Examples"], sources: ["Judge", "Reference"],
            swiftSettings: settings, linkerSettings: linking),
        .testTarget(
            name: "Examples\(number)",
            dependencies: [.target(name: "Kata\(number)Solution"), "Testability", "TestClock"] + support,
            path: "\(tests)/Examples", swiftSettings: settings, linkerSettings: linking),
    ]
}

/// The workbook's own tests (the judge's specimens, the stand-ins' tests,
/// the progress view's tests) are the maintainers'. A learner's `swift test`
/// leaves them out; `KATAS_MAINTAINER=1 swift test` runs them too, as CI
/// does.
let maintainers: [Target] =
    Context.environment["KATAS_MAINTAINER"] == nil
    ? []
    : [
        // What only the maintainers' tests use: threads of their own for tests that wait on processes.
        .target(name: "MaintainerSupport", path: "Tests/MaintainerSupport", swiftSettings: settings),
        .testTarget(
            name: "TestabilityTests", dependencies: ["Testability", "StandIns", "MaintainerSupport"],
            path: "Tests/TestabilityTests", swiftSettings: settings, linkerSettings: linking),
        .testTarget(
            name: "StandInsTests", dependencies: ["StandIns"], path: "Tests/StandInsTests", swiftSettings: settings,
            linkerSettings: linking),
        .testTarget(
            name: "ProgressTests", dependencies: ["KataProgress", "KataRecords", "Testability", "MaintainerSupport"],
            path: "Tests/Progress/ProgressTests",
            swiftSettings: settings, linkerSettings: linking),
    ]

/// The progress view's mutation check (`MutationCheck.swift`) builds kata N
/// alone, with `KATAS_MUTATION=N`, in a scratch path of its own: its code
/// and the learner's folder from a changed copy under `.build/mutants/`, no
/// examples, no other kata. The learner's own build stays as it was.
let mutated: [Target]? = Context.environment["KATAS_MUTATION"].flatMap { number in
    katas.first { "\($0.number)" == number }.map { found in
        Array(kata(found.number, folder: found.folder, copy: ".build/mutants/\(found.folder)").dropLast())
    }
}

/// What every kata builds on: the stand-ins, the SDKs, the clock and the judge.
let shared: [Target] = [
    // Not the learner's to change: UIKit look-alikes and the live world.
    .target(name: "StandIns", path: "Katas/Support/StandIns", swiftSettings: settings),
    // Not the learner's to change: the "third-party" code the katas use.
    // The search service's generated wrapper (Kata 2).
    .target(
        name: "SearchAPI", dependencies: ["StandIns"], path: "Katas/Support/SearchAPI", swiftSettings: settings),
    // The weather API's model and the JSON fixtures it ships (Kata 3).
    .target(
        name: "WeatherAPI", path: "Katas/Support/WeatherAPI", resources: [.copy("Fixtures")],
        swiftSettings: settings),
    // ACME's device SDK, whose live side stands in for BLE hardware (Kata 4).
    .target(
        name: "ACMEDeviceSDK", dependencies: ["StandIns"], path: "Katas/Support/ACMEDeviceSDK",
        swiftSettings: settings),
    // The notes service's client library, whose live side stands in for
    // the notes server (Kata 6).
    .target(
        name: "NotesService", dependencies: ["StandIns"], path: "Katas/Support/NotesService",
        swiftSettings: settings),
    // The library's client library, whose live side stands in for the
    // library's server (Kata 7).
    .target(
        name: "LibraryService", dependencies: ["StandIns"], path: "Katas/Support/LibraryService",
        swiftSettings: settings),
    // A clock that moves only when a test says so (Kata 6's suite, its
    // example tests, and the learner's).
    .target(name: "TestClock", path: "Tests/TestClock", swiftSettings: settings),
    // What the judge tells the progress view, in a channel of the workbook's own.
    .target(name: "KataRecords", path: "Tests/Records", swiftSettings: settings),
    // The machinery that judges testability; every suite links it.
    .target(
        name: "Testability", dependencies: ["StandIns", "KataRecords"], path: "Tests/Testability",
        swiftSettings: settings),
]

/// The progress view, `swift run katas`: it runs the suites, reads their
/// event stream and prints where each kata stands.
let progress: [Target] = [
    .target(
        name: "KataProgress", dependencies: ["KataRecords"], path: "Tests/Progress/KataProgress",
        swiftSettings: settings),
    .executableTarget(
        name: "katas", dependencies: ["KataProgress", "KataRecords"], path: "Tests/Progress/katas",
        swiftSettings: settings),
]

let package = Package(
    name: "TestableSwiftWorkbook",
    platforms: [.macOS(.v15)],
    targets: shared + (mutated ?? progress + katas.flatMap { kata($0.number, folder: $0.folder) } + maintainers),
    swiftLanguageModes: [.v6]
)
