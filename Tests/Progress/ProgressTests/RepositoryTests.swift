import Foundation
import Testing

@testable import KataProgress

/// `swift run katas` finds the workbook wherever it is started: from a
/// folder inside it, or from a build folder outside it.
@Suite("Progress · the tool finds the workbook")
struct RepositoryTests {
    /// A workbook's bare shape in a scratch folder: `Package.swift`, `Katas/`,
    /// and a folder deep inside.
    private func scratchWorkbook() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "katas-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Katas/Kata3WeatherScreen"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appending(path: ".build/debug"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.3\n".utf8).write(to: root.appending(path: "Package.swift"))
        return root
    }

    @Test("From a folder inside it, or from the executable's folder, it walks up to the workbook")
    func walksUp() throws {
        let root = try scratchWorkbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = FileManager.default.temporaryDirectory
        #expect(Repository.find(from: [root.appending(path: "Katas/Kata3WeatherScreen")])?.path == root.path)
        #expect(Repository.find(from: [outside, root.appending(path: ".build/debug")])?.path == root.path)
    }

    @Test("A Package.swift without Katas/ beside it is not the workbook, and nothing found is nil")
    func notAWorkbook() throws {
        let root = try scratchWorkbook()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appending(path: "Katas"))
        #expect(Repository.find(from: [root.appending(path: ".build/debug")]) == nil)
    }

    @Test("This very test, compiled from inside the workbook, finds it from its source file")
    func fromTheSourceFile() {
        let found = Repository.find(from: [URL(filePath: #filePath).deletingLastPathComponent()])
        #expect(found.map { FileManager.default.fileExists(atPath: $0.appending(path: "Katas").path) } == true)
    }
}
