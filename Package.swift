// swift-tools-version: 6.0
// The workbook: five untestable programs (Katas/), their testable refactorings
// (Solutions/), and one shared suite per kata (Tests/) that runs against both.

import PackageDescription

/// The targets of one kata: its before version, its after version, and the
/// shared suite that judges both. Both versions and the suite use `support`.
func kata(_ number: Int, folder: String, uses support: [Target.Dependency] = []) -> [Target] {
    let before = "Kata\(number)"
    let after = "Kata\(number)Solution"
    return [
        .target(name: before, dependencies: ["StandIns"] + support, path: "Katas/\(folder)"),
        .target(name: after, dependencies: ["StandIns"] + support, path: "Solutions/\(folder)"),
        .testTarget(
            name: "Kata\(number)Tests",
            dependencies: [.target(name: before), .target(name: after), "Testability", "StandIns"] + support,
            path: "Tests/Kata\(number)Tests"
        ),
    ]
}

let package = Package(
    name: "TestableSwiftWorkbook",
    platforms: [.macOS(.v15)],
    targets: [
        // Not the learner's to change: UIKit look-alikes and the live world.
        .target(name: "StandIns", path: "Katas/StandIns"),
        // Not the learner's to change: the "third-party" code the katas use.
        // The search service's generated wrapper (Kata 2).
        .target(name: "SearchAPI", dependencies: ["StandIns"], path: "Katas/SearchAPI"),
        // The weather API's model and the JSON fixtures it ships (Kata 3).
        .target(name: "WeatherAPI", path: "Katas/WeatherAPI", resources: [.copy("Fixtures")]),
        // ACME's device SDK, whose live side stands in for BLE hardware (Kata 4).
        .target(name: "ACMEDeviceSDK", dependencies: ["StandIns"], path: "Katas/ACMEDeviceSDK"),
        // The machinery that judges testability; every suite links it.
        .target(name: "Testability", dependencies: ["StandIns"], path: "Tests/Testability"),
        .testTarget(
            name: "TestabilityTests",
            dependencies: ["Testability", "StandIns"],
            path: "Tests/TestabilityTests"
        ),
    ]
        + kata(1, folder: "Kata1OneTapCheckout")
        + kata(2, folder: "Kata2SearchResults", uses: ["SearchAPI"])
        + kata(3, folder: "Kata3WeatherScreen", uses: ["WeatherAPI"])
        + kata(4, folder: "Kata4RemoteDetonator", uses: ["ACMEDeviceSDK"])
        + kata(5, folder: "Kata5SignIn"),
    swiftLanguageModes: [.v6]
)
