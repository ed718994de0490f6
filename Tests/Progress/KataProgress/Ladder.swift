import Foundation

/// A kata's ladder: the answer's checkpoints, each a patch on the one before (`docs/kataN-…/ladder/K-slug.patch`), made
/// as git trees in an index of its own. A jump never overwrites work that neither git nor a checkpoint has.
public struct Ladder: Sendable {
    public let package: URL
    public let kata: Kata
    /// Added to every git command's environment (tests set a home of their own).
    var gitEnvironment: [String: String] = [:]

    public init(package: URL, kata: Kata) {
        (self.package, self.kata) = (package, kata)
    }

    /// The checkpoints' patches, in order.
    public var checkpoints: [URL] {
        let folder = package.appending(path: "\(kata.docs)/ladder")
        return Kata.list(folder).filter { $0.hasSuffix(".patch") }
            .sorted { $0.compare($1, options: .numeric) == .orderedAscending }.map { folder.appending(path: $0) }
    }

    /// Takes the kata to checkpoint `target` (0: as shipped), unless that would overwrite work git does not have and no
    /// checkpoint is; with `keep`, that work goes to git's stash first. Returns the files it changed, and where it set
    /// the learner's work aside. After it, git's index has the kata as committed.
    @discardableResult
    public func jump(to target: Int, keep: Bool = false) throws -> (changed: [String], kept: String?) {
        guard (0...checkpoints.count).contains(target) else {
            throw LadderRefusal(
                description:
                    "There is no checkpoint \(target): this kata has checkpoints 1 to \(checkpoints.count), and 0 is the start."
            )
        }
        let command = target == 0 ? "reset \(kata.number)" : "jump \(kata.number) \(target)"
        let trees = try checkpointTrees()
        let status = try git(["status", "--porcelain", "-z", "--untracked-files=all", "--"] + kata.paths)
            .split(separator: "\0").map(String.init)
        // Staged, then changed again: the index holds a version no checkpoint has.
        let stagedApart = status.contains { !" ?".contains($0.first ?? " ") && $0.dropFirst().first != " " }
        let files = status.map { ($0.hasPrefix("??") ? "new      " : "changed  ") + $0.dropFirst(3) }
        var kept: String?
        if !status.isEmpty, try stagedApart || !trees.contains(where: { try difference(from: $0).isEmpty }) {
            guard keep else {
                throw LadderRefusal.unsavedWork(files, paths: kata.paths, kata: kata.number, command: command)
            }
            kept = try setAside(count: files.count, name: "my Kata \(kata.number), kept by \(command)")
        }
        let changed = try difference(from: trees[target])
        try git(["clean", "-fdq", "--"] + stepped)
        try git(["restore", "--source=\(trees[target])", "--worktree", "--"] + stepped)
        try git(["reset", "--quiet", "--"] + stepped)
        return (changed, kept)
    }

    func difference(from tree: String) throws -> [String] {
        let disk = try inIndexOfItsOwn { index in
            try git(["read-tree", "HEAD"], index: index)
            try git(["add", "--all", "--"] + kata.paths, index: index)
            return try git(["write-tree"], index: index)
        }
        return try git(["diff", "--name-only", "-z", tree, disk, "--"] + stepped).split(separator: "\0").map(
            String.init)
    }

    /// What a jump changes: the learner's folders, but for the assignment, always as the workbook has it now.
    var stepped: [String] { kata.paths + [":(exclude)Katas/\(kata.folder)/README.md"] }

    /// The trees of checkpoints 0 (as shipped: the ladder's newest commit) to the last.
    func checkpointTrees() throws -> [String] {
        let base = try git(["rev-list", "-1", "HEAD", "--", "\(kata.docs)/ladder"])
        guard !base.isEmpty else { throw LadderRefusal.noGit("no commit has this kata's checkpoints") }
        return try inIndexOfItsOwn { index in
            try git(["read-tree", base], index: index)
            return try [git(["write-tree"], index: index)]
                + checkpoints.map { patch in
                    do {
                        try git(["apply", "--cached", "--whitespace=nowarn", patch.path], index: index)
                    } catch {
                        throw LadderRefusal(
                            description: "A checkpoint did not apply: \(patch.lastPathComponent): \(error)")
                    }
                    return try git(["write-tree"], index: index)
                }
        }
    }

    /// Sets the kata's work aside in git's stash, new files too; other katas' staged files are unstaged first, as a
    /// stash takes the whole index.
    func setAside(count: Int, name: String) throws -> String {
        let staged = try git(["diff", "--cached", "--name-only", "-z"]).split(separator: "\0").map(String.init)
        let others = staged.filter { file in !kata.paths.contains { file.hasPrefix($0 + "/") } }
        if !others.isEmpty { try git(["reset", "--quiet", "--"] + others) }
        try git(["stash", "push", "--include-untracked", "--message", name, "--"] + kata.paths)
        let left = try git(["status", "--porcelain", "--untracked-files=all", "--"] + kata.paths)
        guard left.isEmpty else { throw LadderRefusal.noGit("`git stash` left some of your work in place:\n\(left)") }
        return "Your Kata \(kata.number) work (\(count) file\(count == 1 ? "" : "s")) is kept in git's stash as "
            + "\"\(name)\".\nGet it back with: swift run katas restore \(kata.number)"
            + (others.isEmpty ? "" : "\n\(others.count) staged file(s) of other katas are unstaged now, still on disk.")
    }

    /// Brings back the kata's newest work in git's stash ("my Kata N…") onto the kata as shipped; returns its message.
    public func restoreKept() throws -> String {
        let listed = try git(["stash", "list", "--format=%gd%x09%gs"]).split(separator: "\n")
        let mine = "my Kata \(kata.number)"
        guard let entry = listed.first(where: { $0.contains(mine + ",") || $0.hasSuffix(mine) }),
            let reference = entry.split(separator: "\t").first
        else {
            throw LadderRefusal.noGit("no work of Kata \(kata.number) is in git's stash (`git stash list` shows it)")
        }
        try jump(to: 0)
        try git(["stash", "pop", "--quiet", String(reference)])
        let subject = String(entry.split(separator: "\t").last ?? "")
        return subject.range(of: ": ").map { String(subject[$0.upperBound...]) } ?? subject
    }

    private func inIndexOfItsOwn<T>(_ body: (String) throws -> T) throws -> T {
        let index = FileManager.default.temporaryDirectory.appending(path: "katas-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: index) }
        return try body(index)
    }

    /// What git printed, trimmed; or, when it fails, what its complaint means for a learner.
    @discardableResult
    private func git(_ arguments: [String], index: String? = nil) throws -> String {
        let environment = gitEnvironment.merging(index.map { ["GIT_INDEX_FILE": $0] } ?? [:]) { $1 }
        let outcome = try Command.run(["git"] + arguments, in: package, environment: environment, errorsApart: true)
        guard outcome.ending != .exited(0) else { return outcome.output.trimmingCharacters(in: .newlines) }
        let said = outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let line = said.split(separator: "\n").first(where: { $0.contains("dubious ownership") }) else {
            throw LadderRefusal.noGit(said)
        }
        throw LadderRefusal.untrustedFolder(
            line.split(separator: "'").dropFirst().first.map(String.init) ?? package.path)
    }
}
