// swift-tools-version: 6.0
// The workbook: five untestable programs (Katas/), their testable refactorings
// (Solutions/), and one shared suite per kata (Tests/) that runs against both.

import PackageDescription

/// The targets of one kata: its before version, its after version, and the
/// shared suite that judges both.
func kata(_ number: Int, folder: String, uses support: [Target.Dependency] = []) -> [Target] {
    let before = "Kata\(number)"
    let after = "Kata\(number)Solution"
    return [
        .target(name: before, dependencies: ["StandIns"] + support, path: "Katas/\(folder)"),
        .target(name: after, dependencies: ["StandIns"] + support, path: "Solutions/\(folder)"),
        .testTarget(
            name: "Kata\(number)Tests",
            dependencies: [.target(name: before), .target(name: after), "Testability", "StandIns"],
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
        // The machinery that judges testability; every suite links it.
        .target(name: "Testability", dependencies: ["StandIns"], path: "Tests/Testability"),
        .testTarget(
            name: "TestabilityTests",
            dependencies: ["Testability", "StandIns"],
            path: "Tests/TestabilityTests"
        ),
    ]
        + kata(1, folder: "Kata1OneTapCheckout")
        + kata(5, folder: "Kata5SignIn"),
    swiftLanguageModes: [.v6]
)
