import Foundation
import Testability
import Testing

@testable import KataProgress

/// `swift run katas jump` and `reset` write a learner's files, so they are
/// checked on a repository of their own, made in a temporary folder: a kata
/// of two files and a ladder of two checkpoints, the second of which moves
/// a file into a new folder, as Kata 1's last step does.
@Suite("Progress · jumping along a ladder", .ownThreads)
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

    @Test("A jump back to the start leaves git status empty for the kata, even with a checkpoint staged")
    func resetIsAsShipped() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])

        try ladder.jump(to: 2)
        try Self.git(["add", "--all", "Katas"], in: repository)
        try ladder.jump(to: 0)

        #expect(try Self.status(of: repository).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: repository.appending(path: "Katas/Kata1Demo/App").path))
    }

    @Test("A new file no checkpoint knows is unsaved work too: the jump refuses, names it, and writes nothing")
    func refusesANewFile() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try Self.write("let mine = 1\n", to: "Katas/Kata1Demo/Net/Client.swift", in: repository)

        let refusal = #expect(throws: Ladder.Refusal.self) { try ladder.jump(to: 2) }
        #expect("\(refusal.map { "\($0)" } ?? "")".contains("new      Katas/Kata1Demo/Net/Client.swift"))
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 0\n")
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Net/Client.swift"] == "let mine = 1\n")
    }

    @Test("The refusal's advice keeps new files: after its stash command the jump goes ahead, and pop brings all back")
    func adviceKeepsNewFiles() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try Self.write("let cart = 7\n", to: "Katas/Kata1Demo/Cart.swift", in: repository)
        try Self.write("let mine = 1\n", to: "Katas/Kata1Demo/Net/Client.swift", in: repository)

        let refusal = try #require(throws: Ladder.Refusal.self) { try ladder.jump(to: 1) }
        let message = "\(refusal)"
        #expect(message.contains("swift run katas jump 1 1 --keep"))
        let advice = try #require(
            message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("git stash push") })
        #expect(advice.hasPrefix("git stash push -u "))
        try Tool(named: "sh").run(["-c", advice], in: repository)

        try ladder.jump(to: 1)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 1\n")
        try ladder.jump(to: 0)
        try Self.git(["stash", "pop", "--quiet"], in: repository)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 7\n")
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Net/Client.swift"] == "let mine = 1\n")
    }

    @Test("--keep sets an edit and a new file aside in a stash; reset then git stash pop brings them back exactly")
    func keepSetsWorkAside() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try Self.write("let cart = 7\n", to: "Katas/Kata1Demo/Cart.swift", in: repository)
        try Self.write("let mine = 1\n", to: "Katas/Kata1Demo/Net/Client.swift", in: repository)
        let before = try Self.files(in: repository)

        let outcome = try ladder.jump(to: 2, keepingWork: true)
        let kept = try #require(outcome.kept)
        #expect(
            kept.work.files == ["changed  Katas/Kata1Demo/Cart.swift", "new      Katas/Kata1Demo/Net/Client.swift"])
        #expect("\(kept)".contains("(2 files, 1 of them new)"))
        #expect("\(kept)".contains("Get it back with: swift run katas restore 1"))
        #expect(try Self.git(["stash", "list"], in: repository).contains(kept.name))
        #expect(
            try Self.files(in: repository) == [
                "Katas/Kata1Demo/App/Cart.swift": "let cart = 2\n",
                "Katas/Kata1Demo/Flags.swift": "let flags = 0\n",
            ])

        try ladder.jump(to: 0)
        #expect(try Self.status(of: repository).isEmpty)
        try Self.git(["stash", "pop", "--quiet"], in: repository)
        #expect(try Self.files(in: repository) == before)
    }

    @Test("Keeping one kata's work leaves another kata's staged changes out of the stash, unstaged, on disk")
    func keepLeavesOtherStagedWorkOut() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try Self.write("let cart = 7\n", to: "Katas/Kata1Demo/Cart.swift", in: repository)
        try Self.write("let other = 1\n", to: "Katas/Kata3Demo/Screen.swift", in: repository)
        try Self.git(["add", "-A"], in: repository)

        let kept = try #require(try ladder.jump(to: 0, keepingWork: true).kept)
        #expect(kept.unstaged == ["Katas/Kata3Demo/Screen.swift"])
        #expect("\(kept)".contains("1 file outside Kata 1 were staged (git add); they are unstaged now"))
        #expect(try Self.git(["diff", "--cached", "--name-only"], in: repository).isEmpty)
        #expect(
            try Self.git(["status", "--porcelain", "--untracked-files=all"], in: repository)
                == "?? Katas/Kata3Demo/Screen.swift\n")
        try Self.git(["stash", "pop", "--quiet"], in: repository)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 7\n")
        let other = repository.appending(path: "Katas/Kata3Demo/Screen.swift")
        #expect(try String(contentsOf: other, encoding: .utf8) == "let other = 1\n")
    }

    @Test("restore brings back the kata's own kept work, though other work was stashed after it")
    func restoreFindsTheKatasStash() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try Self.write("let cart = 7\n", to: "Katas/Kata1Demo/Cart.swift", in: repository)
        let before = try Self.files(in: repository)
        _ = try ladder.jump(to: 0, keepingWork: true)
        try Self.write("other\n", to: "NOTES.txt", in: repository)
        try Self.git(["stash", "push", "--include-untracked", "--quiet", "-m", "something else"], in: repository)

        let name = try ladder.restoreKept()
        #expect(name.hasPrefix("my Kata 1"))
        #expect(try Self.files(in: repository) == before)
        #expect(try Self.git(["stash", "list"], in: repository).contains("something else"))
    }

    @Test("reset --keep leaves git status empty for the kata's folders, new files set aside with the rest")
    func resetKeepingLeavesNothingBehind() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        try ladder.jump(to: 1)
        try Self.write("let flags = 3\n", to: "Katas/Kata1Demo/Flags.swift", in: repository)
        try Self.write("// notes\n", to: "Katas/Kata1Demo/NOTES.md", in: repository)
        try Self.write("let mine = 1\n", to: "Tests/Kata1Demo/Yours/MyDouble.swift", in: repository)
        try Self.git(["add", "Tests/Kata1Demo/Yours/MyDouble.swift"], in: repository)

        let refusal = #expect(throws: Ladder.Refusal.self) { try ladder.jump(to: 0) }
        #expect(
            "\(refusal.map { "\($0)" } ?? "")".hasPrefix(
                "Kata 1 has work you have not committed (checkpoint 1, then these changes of yours), and `reset 1` would"
            ))
        let outcome = try ladder.jump(to: 0, keepingWork: true)

        #expect(outcome.kept?.work.checkpoint == 1)
        #expect(
            outcome.kept?.work.files == [
                "changed  Katas/Kata1Demo/Flags.swift", "new      Katas/Kata1Demo/NOTES.md",
                "new      Tests/Kata1Demo/Yours/MyDouble.swift",
            ])
        #expect(
            "\(outcome.kept.map { "\($0)" } ?? "")".contains("(checkpoint 1, then 3 files of yours, 2 of them new)"))
        #expect(try Self.status(of: repository).isEmpty)
        try Self.git(["stash", "pop", "--quiet"], in: repository)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 1\n")
        #expect(FileManager.default.fileExists(atPath: repository.appending(path: "Katas/Kata1Demo/NOTES.md").path))
        #expect(
            FileManager.default.fileExists(
                atPath: repository.appending(path: "Tests/Kata1Demo/Yours/MyDouble.swift").path))
    }

    @Test(
        "On a disk that ignores case, a new file named as a checkpoint's but for case is not written over",
        arguments: [false, true])
    func newFileNamedLikeACheckpoints(caseSensitive: Bool) throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let ladder = Ladder(repository: repository, kata: KataInfo.all[0], caseSensitive: caseSensitive)
        try Self.write("let mine = 1\n", to: "Katas/Kata1Demo/app/cart.swift", in: repository)

        #expect(throws: Ladder.Refusal.self) { try ladder.jump(to: 2) }
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/app/cart.swift"] == "let mine = 1\n")
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/App/Cart.swift"] == nil)

        try ladder.jump(to: 2, keepingWork: true)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/app/cart.swift"] == nil)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/App/Cart.swift"] == "let cart = 2\n")
    }

    @Test("On a disk that ignores case, a committed file named as a checkpoint's but for case stops the jump")
    func committedFileNamedLikeACheckpoints() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write("let mine = 1\n", to: "Katas/Kata1Demo/app/cart.swift", in: repository)
        try Self.git(["add", "--all"], in: repository)
        try Self.git(["commit", "--quiet", "-m", "mine"], in: repository)

        let ignoringCase = Ladder(repository: repository, kata: KataInfo.all[0], caseSensitive: false)
        let refusal = #expect(throws: Ladder.Refusal.self) { try ignoringCase.jump(to: 2) }
        #expect(
            "\(refusal.map { "\($0)" } ?? "")".contains(
                "your Katas/Kata1Demo/app/cart.swift and the checkpoint's Katas/Kata1Demo/App/Cart.swift would be one file"
            ))
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/app/cart.swift"] == "let mine = 1\n")

        try Ladder(repository: repository, kata: KataInfo.all[0], caseSensitive: true).jump(to: 2)
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/app/cart.swift"] == "let mine = 1\n")
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/App/Cart.swift"] == "let cart = 2\n")
    }

    @Test("On a disk that ignores case, a checkpoint's file under another case is that checkpoint's, and jumps on")
    func checkpointFileUnderAnotherCase() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Ladder(repository: repository, kata: KataInfo.all[0]).jump(to: 2)
        // What a disk that ignores case may show when an `app` folder was
        // there before the jump wrote `App/Cart.swift` into it.
        try FileManager.default.moveItem(
            at: repository.appending(path: "Katas/Kata1Demo/App"), to: repository.appending(path: "Katas/Kata1Demo/app")
        )

        let respectingCase = Ladder(repository: repository, kata: KataInfo.all[0], caseSensitive: true)
        #expect(throws: Ladder.Refusal.self) { try respectingCase.jump(to: 0) }
        try Ladder(repository: repository, kata: KataInfo.all[0], caseSensitive: false).jump(to: 0)
        #expect(try Self.status(of: repository).isEmpty)
    }

    @Test("The disk's case sensitivity is read by looking a folder up under its name with the case swapped")
    func probesCaseSensitivity() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "ladder-case-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "Katas"), withIntermediateDirectories: true)
        let ignoresCase = FileManager.default.fileExists(atPath: folder.appending(path: "KATAS").path)

        #expect(Ladder.isCaseSensitive(folder.appending(path: "Katas")) == !ignoresCase)
        #expect(Ladder(repository: folder, kata: KataInfo.all[0]).caseSensitive == !ignoresCase)
    }

    @Test("When git distrusts a clone that belongs to another user, the refusal gives the one command that fixes it")
    func dubiousOwnership() throws {
        let repository = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        var ladder = Ladder(repository: repository, kata: KataInfo.all[0])
        ladder.gitEnvironment = ["GIT_TEST_ASSUME_DIFFERENT_OWNER": "1"]

        let refusal = try #require(throws: Ladder.Refusal.self) { try ladder.jump(to: 1) }
        guard case .untrustedFolder(let path) = refusal else {
            Issue.record("Expected untrustedFolder, got \(refusal)")
            return
        }
        #expect(path.hasSuffix(repository.lastPathComponent))
        #expect("\(refusal)".contains("\n  git config --global --add safe.directory \(path)\n"))
        #expect(try Self.files(in: repository)["Katas/Kata1Demo/Cart.swift"] == "let cart = 0\n")
    }

    /// The kata's files under `Katas/` that git sees, by path, with their text.
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
        for folder in ["Katas/Kata1Demo", "Tests/Kata1Demo/Yours", "docs/kata1-demo/ladder"] {
            try manager.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        let files = [
            "Katas/Kata1Demo/Cart.swift": "let cart = 0\n",
            "Katas/Kata1Demo/Flags.swift": "let flags = 0\n",
            "Tests/Kata1Demo/Yours/KatasDriver.swift": "// driver\n",
            "docs/kata1-demo/ladder/1-edit.patch": """
            diff --git a/Katas/Kata1Demo/Cart.swift b/Katas/Kata1Demo/Cart.swift
            --- a/Katas/Kata1Demo/Cart.swift
            +++ b/Katas/Kata1Demo/Cart.swift
            @@ -1 +1 @@
            -let cart = 0
            +let cart = 1

            """,
            "docs/kata1-demo/ladder/2-move.patch": """
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
        for arguments in [["init", "--quiet"], ["add", "."], ["commit", "--quiet", "-m", "start"]] {
            try git(arguments, in: root)
        }
        return root
    }

    /// Writes `text` to `path` in `repository`, making its folders.
    static func write(_ text: String, to path: String, in repository: URL) throws {
        let url = repository.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `git status --porcelain` for the kata's folders: empty when they are
    /// exactly as committed.
    static func status(of repository: URL) throws -> String {
        try git(
            ["status", "--porcelain", "--untracked-files=all", "--", "Katas/Kata1Demo", "Tests/Kata1Demo/Yours"],
            in: repository)
    }

    /// Runs git in `repository` as a test user, and returns what it printed.
    @discardableResult
    static func git(_ arguments: [String], in repository: URL) throws -> String {
        try Tool.git.run(["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: repository)
    }
}
