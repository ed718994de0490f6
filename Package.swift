// swift-tools-version: 6.3
// The workbook: six untestable programs (Katas/), their testable refactorings
// (Solutions/), and one shared suite per kata (Tests/) that runs against both.
//
// Swift 6.3 or later: the only toolchain the workbook's CI runs. See README.md.

import PackageDescription

/// Every target speaks Swift 6 with `any` spelled out for existentials, and
/// sees the members an extension adds only where its module is imported, so
/// that a learner's tests, which import only Katas/, never trip over the
/// Solutions' extensions of the same SDK types.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
]

/// The test bundle is linked again after every edit. On Linux, the
/// toolchain's own lld links it in about two thirds of the time the system's
/// gold takes, and a learner waits for it on every run of a suite.
let linking: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

/// The katas, by number.
let katas = 1...6

/// Everything under `Tests/` that is not kata `number`'s judge: its target,
/// rooted at `Tests/` to reach both of its folders, must leave the rest out.
func notOfKata(_ number: Int) -> [String] {
    ["Testability", "TestabilityTests", "TestClock", "Progress", "Examples"]
        + katas.flatMap { ["Kata\($0)Tests"] }
        + katas.filter { $0 != number }.flatMap { ["Kata\($0)Scenarios", "Reference/Kata\($0)"] }
}

/// The targets of one kata: its before version, its after version, the
/// learner's folder, and the suite that judges both versions. Both versions
/// and the suites use `support`; the suites and the example tests also use
/// `testing`.
///
/// The learner's folder, `Tests/KataNTests`, is one target, `KataNTests`:
/// the Katas driver, its doubles, the learner's own tests and any file the
/// learner adds. It is a library, not a test target, so that the judge, in
/// `Tests/KataNScenarios`, can reach its driver; Swift Testing finds the
/// learner's tests in it all the same. So an edit of `Katas/` rebuilds the
/// driver and the learner's tests, and not the scenarios, whose `@Test`
/// macros would cost a learner a third of a second on every run.
func kata(
    _ number: Int, folder: String, uses support: [Target.Dependency] = [], testing: [Target.Dependency] = []
) -> [Target] {
    let before = "Kata\(number)"
    let after = "Kata\(number)Solution"
    let learners = "Kata\(number)Tests"
    return [
        .target(
            name: before, dependencies: ["StandIns"] + support, path: "Katas/\(folder)", exclude: ["README.md"],
            swiftSettings: settings),
        .target(
            name: after, dependencies: ["StandIns"] + support, path: "Solutions/\(folder)", swiftSettings: settings),
        .target(
            name: learners, dependencies: [.target(name: before), "Testability", "StandIns"] + support + testing,
            path: "Tests/\(learners)", swiftSettings: settings),
        // The judge: the scenarios, run on both drivers, and, out of the
        // learner's way in Tests/Reference, the reference driver and its
        // doubles.
        .testTarget(
            name: "Kata\(number)Scenarios",
            dependencies: [.target(name: learners), .target(name: after), "Testability", "StandIns"] + support
                + testing,
            path: "Tests",
            exclude: notOfKata(number),
            sources: ["Kata\(number)Scenarios", "Reference/Kata\(number)"],
            swiftSettings: settings, linkerSettings: linking
        ),
        // Plain unit tests of the reference refactoring, as an app's test
        // target would have them: the tests the refactoring makes possible,
        // and the checks of the reference app's own wiring (`AppWiring`).
        // Named so that `--filter Kata\(number)` leaves them out: they are
        // the answer's, for after the kata, and a learner's edit of Katas/
        // does not recompile them.
        .testTarget(
            name: "Examples\(number)",
            dependencies: [.target(name: after), "Testability", "StandIns"] + support + testing,
            path: "Tests/Examples/Kata\(number)",
            swiftSettings: settings, linkerSettings: linking
        ),
    ]
}

let package = Package(
    name: "TestableSwiftWorkbook",
    platforms: [.macOS(.v15)],
    targets: [
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
        // A clock that moves only when a test says so (Kata 6's suite, its
        // example tests, and the learner's).
        .target(name: "TestClock", path: "Tests/TestClock", swiftSettings: settings),
        // The machinery that judges testability; every suite links it.
        .target(name: "Testability", dependencies: ["StandIns"], path: "Tests/Testability", swiftSettings: settings),
        .testTarget(
            name: "TestabilityTests",
            dependencies: ["Testability", "StandIns"],
            path: "Tests/TestabilityTests",
            swiftSettings: settings, linkerSettings: linking
        ),
        // The progress view, `swift run katas`: it reads the suites' event
        // stream and prints where each kata stands.
        .target(name: "KataProgress", path: "Tests/Progress/KataProgress", swiftSettings: settings),
        .executableTarget(
            name: "katas", dependencies: ["KataProgress"], path: "Tests/Progress/katas", swiftSettings: settings),
        .testTarget(
            name: "ProgressTests", dependencies: ["KataProgress", "Testability"], path: "Tests/Progress/ProgressTests",
            swiftSettings: settings, linkerSettings: linking),
    ]
        + kata(1, folder: "Kata1OneTapCheckout")
        + kata(2, folder: "Kata2SearchResults", uses: ["SearchAPI"])
        + kata(3, folder: "Kata3WeatherScreen", uses: ["WeatherAPI"])
        + kata(4, folder: "Kata4RemoteDetonator", uses: ["ACMEDeviceSDK"])
        + kata(5, folder: "Kata5SignIn")
        + kata(6, folder: "Kata6Autosave", uses: ["NotesService"], testing: ["TestClock"]),
    swiftLanguageModes: [.v6]
)
