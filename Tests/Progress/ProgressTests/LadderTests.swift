import Foundation
import Testing

@testable import KataProgress

/// `swift run katas jump` and `reset` write a learner's files, so they are
/// checked on a repository of their own, made in a temporary folder: a kata
/// of two files and a ladder of two checkpoints, the second of which moves
/// a file into a new folder, as Kata 1's last step does.
@Suite("Progress · jumping along a ladder")
struct LadderTests {
    @Test("A jump writes added files in new folders, deletes removed ones, and a jump back restores the start")
    func jumpAndBack() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])

        #expect(ladder.filesTheLadderTouches == ["Katas/Kata1Demo/Cart.swift", "Katas/Kata1Demo/App/Cart.swift"])

        try ladder.jump(to: 2)
        #expect(
            try Self.files(in: repository) == [
                "Katas/Kata1Demo/App/Cart.swift": "let cart = 2\n",
                "Katas/Kata1Demo/Flags.swift": "let flags = 0\n",
            ])

        try ladder.jump(to: 0)
        #expect(
            try Self.files(in: repository) == [
                "Katas/Kata1Demo/Cart.swift": "let cart = 0\n",
                "Katas/Kata1Demo/Flags.swift": "let flags = 0\n",
            ])
    }

    @Test("A jump refuses to overwrite a change that is neither committed nor a checkpoint, and writes nothing")
    func refusesUnsavedWork() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        let cart = repository.appending(path: "Katas/Kata1Demo/Cart.swift")
        try Data("let cart = 7\n".utf8).write(to: cart)

        #expect(throws: Ladder.Refusal.self) { try ladder.jump(to: 1) }
        #expect(try String(contentsOf: cart, encoding: .utf8) == "let cart = 7\n")
    }

    /// The kata's Swift files under `Katas/`, by path, with their text.
    static func files(in repository: URL) throws -> [String: String] {
        try Ladder(repository: repository, kata: KataInfo.all[0]).currentState()
            .filter { $0.key.hasPrefix("Katas/") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// A git repository with `Katas/Kata1Demo/{Cart,Flags}.swift` and two
    /// checkpoints: the first edits Cart.swift, the second moves it to
    /// `App/Cart.swift` with the header an added file gets from
    /// `git diff --no-index --no-prefix` (`b/` on both sides).
    static func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "ladder-test-\(UUID().uuidString)")
        let manager = FileManager.default
        for folder in ["Katas/Kata1Demo", "Tests/Kata1Tests", "docs/answers/kata1"] {
            try manager.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        let files = [
            "Katas/Kata1Demo/Cart.swift": "let cart = 0\n",
            "Katas/Kata1Demo/Flags.swift": "let flags = 0\n",
            "Tests/Kata1Tests/KatasDriver.swift": "// driver\n",
            "docs/answers/kata1/1-edit.patch": """
            diff --git a/Katas/Kata1Demo/Cart.swift b/Katas/Kata1Demo/Cart.swift
            --- a/Katas/Kata1Demo/Cart.swift
            +++ b/Katas/Kata1Demo/Cart.swift
            @@ -1 +1 @@
            -let cart = 0
            +let cart = 1

            """,
            "docs/answers/kata1/2-move.patch": """
            diff --git b/Katas/Kata1Demo/App/Cart.swift b/Katas/Kata1Demo/App/Cart.swift
            new file mode 100644
            --- /dev/null
            +++ b/Katas/Kata1Demo/App/Cart.swift
            @@ -0,0 +1 @@
            +let cart = 2
            diff --git a/Katas/Kata1Demo/Cart.swift a/Katas/Kata1Demo/Cart.swift
            deleted file mode 100644
            --- a/Katas/Kata1Demo/Cart.swift
            +++ /dev/null
            @@ -1 +0,0 @@
            -let cart = 1

            """,
        ]
        for (path, text) in files {
            try Data(text.utf8).write(to: root.appending(path: path))
        }
        for arguments in [
            ["init", "--quiet"], ["add", "."],
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "start"],
        ] {
            let git = Process()
            git.executableURL = URL(filePath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = root
            git.standardOutput = FileHandle.nullDevice
            git.standardError = FileHandle.nullDevice
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else { throw CommandFailed(message: "git \(arguments) failed") }
        }
        return root
    }
}
