import Foundation
import MaintainerSupport
import Testability
import Testing

@testable import KataProgress

/// Jumps write a learner's files, so they are tried on a repository of their own: a kata of two files and a ladder
/// of two checkpoints, the second of which moves a file into a new folder, as Kata 1's last step does.
@Suite("Progress · jumping along a ladder", .ownThreads)
struct LadderTests {
    let repository: URL
    let ladder: Ladder

    init() throws {
        repository = FileManager.default.temporaryDirectory.appending(path: "katas-ladder-\(UUID().uuidString)")
        let kata = Kata(number: 1, folder: "Kata1Demo", title: "Demo", docs: "docs/kata1-demo")
        var ladder = Ladder(package: repository, kata: kata)
        ladder.gitEnvironment = [
            "HOME": repository.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
        ]
        self.ladder = ladder
        try write("let cart = 0\n", "Katas/Kata1Demo/Cart.swift")
        try write("let flags = 0\n", "Katas/Kata1Demo/Flags.swift")
        try write("// mine\n", "Tests/Kata1Demo/Yours/YourTests.swift")
        try write("let other = 0\n", "Katas/Kata2Other/Other.swift")
        try git("init", "-q", ".")
        try git("add", "-A")
        try git("commit", "-qm", "shipped")
        try write("let cart = 1\n", "Katas/Kata1Demo/Cart.swift")
        let first = try git("diff")
        try git("commit", "-qam", "one")
        try git("mv", "Katas/Kata1Demo/Cart.swift", "Katas/Kata1Demo/App.swift")
        try write("let cart = 2\n", "Katas/Kata1Demo/App.swift")
        let second = try git("diff", "HEAD", "--", "Katas")
        try git("reset", "-q", "--hard", "HEAD~1")
        try write(first, "docs/kata1-demo/ladder/1-one.patch")
        try write(second, "docs/kata1-demo/ladder/2-two.patch")
        try git("add", "-A")
        try git("commit", "-qm", "ladder")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let outcome = try Command.run(
            ["git"] + arguments, in: repository, environment: ladder.gitEnvironment, errorsApart: true)
        guard outcome.ending == .exited(0) else { throw LadderRefusal.noGit(outcome.errors) }
        return outcome.output
    }

    func write(_ text: String, _ path: String) throws {
        let url = repository.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    var kata: [String: String] {
        Kata.files(ladder.kata.paths, in: repository).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test(
        "A jump moves and writes files, a jump from a checkpoint needs no commit, and a reset leaves git status empty")
    func jumps() throws {
        defer { try? FileManager.default.removeItem(at: repository) }
        let shipped = kata
        try ladder.jump(to: 1)
        #expect(kata["Katas/Kata1Demo/Cart.swift"] == "let cart = 1\n")
        try ladder.jump(to: 2)
        #expect(kata["Katas/Kata1Demo/App.swift"] == "let cart = 2\n" && kata["Katas/Kata1Demo/Cart.swift"] == nil)
        try git("add", "-A", "Katas")
        try ladder.jump(to: 0)
        #expect(kata == shipped)
        #expect(try git("status", "--porcelain").isEmpty)
    }

    @Test("Work that neither git nor a checkpoint has stops a jump, named, with nothing written")
    func refuses() throws {
        defer { try? FileManager.default.removeItem(at: repository) }
        try ladder.jump(to: 1)
        try write("let cart = 7\n", "Katas/Kata1Demo/Cart.swift")
        try write("// new\n", "Tests/Kata1Demo/Yours/Mine.swift")
        let before = kata
        let refusal = #expect(throws: LadderRefusal.self) { try ladder.jump(to: 0) }
        #expect(kata == before)
        #expect(refusal?.description.contains("new      Tests/Kata1Demo/Yours/Mine.swift") == true)
        #expect(refusal?.description.contains("swift run katas reset 1 --keep") == true)
    }

    @Test("--keep sets the work aside, another kata's staged file left out; restore brings it back exactly")
    func keeps() throws {
        defer { try? FileManager.default.removeItem(at: repository) }
        try write("let cart = 7\n", "Katas/Kata1Demo/Cart.swift")
        try write("// new\n", "Tests/Kata1Demo/Yours/Mine.swift")
        try write("let other = 1\n", "Katas/Kata2Other/Other.swift")
        try git("add", "Katas/Kata2Other")
        let mine = kata
        let outcome = try ladder.jump(to: 2, keep: true)
        #expect(outcome.kept?.contains("kept in git's stash as \"my Kata 1, kept by jump 1 2\"") == true)
        #expect(kata["Katas/Kata1Demo/App.swift"] == "let cart = 2\n")
        #expect(try git("status", "--porcelain", "--", "Katas/Kata2Other") == " M Katas/Kata2Other/Other.swift\n")
        #expect(try ladder.restoreKept() == "my Kata 1, kept by jump 1 2")
        #expect(kata == mine)
    }
}
