import Foundation

/// A kata's ladder: the answer's steps, each a checkpoint, a patch on top of
/// the one before, from the code as shipped to clean. The patches live in
/// `docs/answers/kataN/`, named `K-slug.patch` (K from 1), and change only
/// the kata's code and the files beside its driver.
public struct Ladder: Sendable {
    /// The repository's folder.
    public let repository: URL
    /// The kata.
    public let kata: KataInfo
    /// Whether the disk tells `Cart.swift` and `cart.swift` apart. A Mac's
    /// disk, by default, does not: there the two names are one file, and
    /// the ladder compares paths the same way.
    public let caseSensitive: Bool
    /// Added to the environment of every git command (tests make git
    /// distrust the folder with it).
    var gitEnvironment: [String: String] = [:]

    /// `caseSensitive` nil asks the disk (see `isCaseSensitive(_:)`).
    public init(repository: URL, kata: KataInfo, caseSensitive: Bool? = nil) {
        self.repository = repository
        self.kata = kata
        self.caseSensitive = caseSensitive ?? Self.isCaseSensitive(repository.appending(path: "Katas"))
    }

    /// The folders the ladder changes: the kata's code and its tests.
    public var paths: [String] {
        guard let folder = kata.folder(in: repository) else { return [] }
        return ["Katas/\(folder)", "Tests/\(folder)/Yours"]
    }

    /// The checkpoints' patches, in order.
    public var checkpoints: [URL] {
        let folder = repository.appending(path: "\(kata.docs(in: repository))/ladder")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        func step(_ name: String) -> Int { Int(name.prefix { $0.isNumber }) ?? 0 }
        return names.filter { $0.hasSuffix(".patch") }
            .sorted { step($0) < step($1) }
            .map { folder.appending(path: $0) }
    }

    /// The command a learner typed for a jump to `target`.
    func command(to target: Int) -> String {
        target == 0 ? "reset \(kata.number)" : "jump \(kata.number) \(target)"
    }

    /// Why a jump cannot happen.
    public enum Refusal: Error, CustomStringConvertible {
        case noGit(String)
        /// git will not work in a folder that belongs to another user (in a
        /// container, say); the path is the one git names.
        case untrustedFolder(String)
        case noSuchCheckpoint(asked: Int, count: Int)
        /// Work git does not have and no checkpoint is.
        case unsavedWork(Work, paths: [String], kata: Int, command: String)
        /// Two files of the kata that this disk would store as one.
        case sameFile(yours: String, checkpoints: String)
        case patchFailed(String)

        public var description: String {
            switch self {
            case .noGit(let why):
                return "Jumping needs the workbook as a git clone (git says: \(why))."
            case .untrustedFolder(let path):
                return """
                    git will not work in this folder: it belongs to another user ("dubious ownership"). Trust it once with
                      git config --global --add safe.directory \(path)
                    then run the command again.
                    """
            case .noSuchCheckpoint(let asked, let count):
                return "There is no checkpoint \(asked): this kata has checkpoints 1 to \(count), and 0 is the start."
            case .unsavedWork(let work, let paths, let kata, let command):
                var list = work.files.prefix(8).map { "  \($0)" }
                if work.files.count > 8 { list.append("  and \(work.files.count - 8) more") }
                let what = work.checkpoint.map { " (checkpoint \($0), then these changes of yours)" } ?? ""
                return """
                    Kata \(kata) has work you have not committed\(what), and `\(command)` would overwrite it:
                    \(list.joined(separator: "\n"))
                    Keep all of it, new files too, and go on in one go:
                      swift run katas \(command) --keep
                    That sets your work aside in git's stash; `swift run katas restore \(kata)` brings it back.
                    Or keep it yourself (-u keeps new files), then run the command again:
                      git stash push -u -m "my Kata \(kata)" -- \(paths.joined(separator: " "))
                    """
            case .sameFile(let yours, let checkpoints):
                return """
                    This disk does not tell upper from lower case, so your \(yours) and the checkpoint's \
                    \(checkpoints) would be one file. Rename yours (git mv), commit, then jump again.
                    """
            case .patchFailed(let why):
                return "A checkpoint did not apply: \(why)"
            }
        }
    }

    /// What a jump did.
    public struct Outcome: Sendable {
        /// The files it wrote or deleted.
        public let changed: [String]
        /// Where it set the learner's work aside, when asked to.
        public let kept: KeptWork?
    }

    /// A learner's work that neither git nor any checkpoint has.
    public struct Work: Sendable {
        /// The checkpoint it starts from, when it is closer to one than to
        /// the kata as committed.
        public let checkpoint: Int?
        /// A line a file, `changed  path`, `new      path` or
        /// `deleted  path`, against that checkpoint or else the commit.
        public let files: [String]

        /// "2 files, 1 of them new", or "checkpoint 3, then 1 file of yours".
        public var summary: String {
            let new = files.filter { $0.hasPrefix("new") }.count
            let count = "\(files.count) file\(files.count == 1 ? "" : "s")"
            let news = new > 0 ? ", \(new) of them new" : ""
            return checkpoint.map { "checkpoint \($0), then \(count) of yours\(news)" } ?? count + news
        }
    }

    /// The learner's work, set aside in git's stash before a jump.
    public struct KeptWork: Sendable, CustomStringConvertible {
        /// The stash's message, as `git stash list` shows it.
        public let name: String
        /// What was set aside.
        public let work: Work
        public let kata: Int
        /// Files outside the kata that were staged (`git add`), and are not
        /// any more, so that the stash did not take them along.
        public var unstaged: [String] = []

        public var description: String {
            let note =
                unstaged.isEmpty
                ? ""
                : "\n\(unstaged.count) file\(unstaged.count == 1 ? "" : "s") outside Kata \(kata) were staged (git add); "
                    + "they are unstaged now, their changes still on disk, so that git's stash did not take them along."
            return """
                Your Kata \(kata) work (\(work.summary)) is kept in git's stash as "\(name)".
                Get it back with: swift run katas restore \(kata)
                """ + note
        }
    }

    /// Takes the kata to checkpoint `target` (0 is the code as shipped),
    /// unless that would overwrite work that is not saved; with `keep`, it
    /// first sets that work aside, new files included, in git's stash.
    ///
    /// The kata's files count as saved when git has them as they are, or
    /// when they are exactly some checkpoint (so a learner can jump again
    /// after a jump). After a jump, git's index has the kata as committed,
    /// so `reset` leaves `git status` empty for the kata's folders.
    @discardableResult
    public func jump(to target: Int, keepingWork keep: Bool = false) throws -> Outcome {
        let count = checkpoints.count
        guard (0...count).contains(target) else {
            throw Refusal.noSuchCheckpoint(asked: target, count: count)
        }
        let states = try states()
        let wanted = states[target]
        // Two files that differ only in case, which the disk would store as
        // one: the checkpoint's, and one of the learner's that git has.
        if !caseSensitive, let twins = Dictionary(grouping: wanted.keys, by: key).values.first(where: { $0.count > 1 })
        {
            let touched = filesTheLadderTouches
            let theirs = twins.first { touched.contains($0) } ?? twins[1]
            throw Refusal.sameFile(yours: twins.first { $0 != theirs } ?? twins[0], checkpoints: theirs)
        }
        var kept: KeptWork?
        let work = try unsavedWork(states: states)
        if let work {
            guard keep else {
                throw Refusal.unsavedWork(work, paths: paths, kata: kata.number, command: command(to: target))
            }
            kept = try setAside(work, before: target)
        }
        let current = try currentState()
        let currentByKey = Dictionary(current.map { (key($0.key), $0.value) }) { first, _ in first }
        var written: [String] = []
        for (path, content) in wanted where currentByKey[key(path)] != content {
            let url = repository.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url)
            written.append(path)
        }
        let wantedKeys = Set(wanted.keys.map(key))
        for path in current.keys where !wantedKeys.contains(key(path)) {
            try FileManager.default.removeItem(at: repository.appending(path: path))
            removeEmptyFolders(above: path)
            written.append(path)
        }
        // A checkpoint's files staged with `git add` are not the learner's
        // work: they stay on disk or in the checkpoints, not in the index.
        if try !git(["diff", "--cached", "--name-only", "--"] + paths).isEmpty {
            _ = try git(["reset", "--quiet", "--"] + paths)
        }
        return Outcome(changed: written.sorted(), kept: kept)
    }

    /// A path as the disk compares it.
    func key(_ path: String) -> String {
        caseSensitive ? path : path.lowercased()
    }

    /// Whether the disk holding `folder` (which exists, and whose name or
    /// whose parent's name has a letter) tells names apart by case: it
    /// looks the name up with its case swapped and asks whether that is
    /// the same folder. Without such a name, it guesses by the platform.
    static func isCaseSensitive(_ folder: URL) -> Bool {
        let manager = FileManager.default
        var probe = folder.standardizedFileURL
        while probe.pathComponents.count > 1 {
            let name = probe.lastPathComponent
            let swapped = name.map { $0.isUppercase ? $0.lowercased() : $0.uppercased() }.joined()
            if swapped != name, let mine = try? manager.attributesOfItem(atPath: probe.path) {
                let other = probe.deletingLastPathComponent().appending(path: swapped)
                guard let theirs = try? manager.attributesOfItem(atPath: other.path) else { return true }
                let identity: ([FileAttributeKey: Any]) -> String = {
                    "\($0[.systemNumber] ?? "") \($0[.systemFileNumber] ?? "")"
                }
                return identity(mine) != identity(theirs)
            }
            probe = probe.deletingLastPathComponent()
        }
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }

    /// The kata's work that git does not have and no checkpoint is: nil
    /// when every file is as committed, or the kata is exactly a checkpoint.
    func unsavedWork(states: [[String: Data]]) throws -> Work? {
        let entries = try git(
            ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--"] + paths
        )
        .split(separator: "\0").map(String.init).filter { $0.count > 3 }
        guard !entries.isEmpty else { return nil }
        let committed = entries.map { entry in
            let path = entry.dropFirst(3)
            switch String(entry.prefix(2)) {
            case "??": return "new      \(path)"
            case " D", "D ": return "deleted  \(path)"
            default: return "changed  \(path)"
            }
        }
        // Staged, then changed again (or unmerged): the index holds a
        // version no checkpoint has.
        let stagedApart = entries.contains { entry in
            let (index, tree) = (entry.first, entry.dropFirst().first)
            return index != " " && index != "?" && tree != " "
        }
        if stagedApart { return Work(checkpoint: nil, files: committed) }
        let current = try currentState()
        let differences = states.map { difference(from: $0, to: current) }
        if differences.contains(where: \.isEmpty) { return nil }
        // The checkpoint the learner went on from, if they jumped first.
        if let (step, files) = differences.enumerated().dropFirst().min(by: { $0.element.count < $1.element.count }),
            files.count < committed.count
        {
            return Work(checkpoint: step, files: files)
        }
        return Work(checkpoint: nil, files: committed)
    }

    /// `changed`, `new` and `deleted` lines that take `state` to `current`,
    /// comparing paths as the disk does.
    func difference(from state: [String: Data], to current: [String: Data]) -> [String] {
        let theirs = Dictionary(state.map { (key($0.key), $0.value) }) { first, _ in first }
        let mine = Set(current.keys.map(key))
        let changed = current.compactMap { path, content in
            theirs[key(path)].map { $0 == content ? nil : "changed  \(path)" } ?? "new      \(path)"
        }
        let deleted = state.keys.filter { !mine.contains(key($0)) }.map { "deleted  \($0)" }
        return (changed + deleted).sorted { $0.dropFirst(9) < $1.dropFirst(9) }
    }

    /// Sets the kata's work aside in git's stash, new files included, and
    /// checks that nothing is left behind.
    func setAside(_ work: Work, before target: Int) throws -> KeptWork {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let name = "my Kata \(kata.number), kept by \(command(to: target)) on \(formatter.string(from: Date()))"
        // git's stash keeps the whole index, whatever the paths: another
        // kata's staged changes would come back with this kata's work.
        let unstaged = try git(["diff", "--cached", "--name-only", "-z"]).split(separator: "\0").map(String.init)
            .filter { file in !paths.contains { file == $0 || file.hasPrefix($0 + "/") } }
        if !unstaged.isEmpty {
            _ = try git(["reset", "--quiet", "--"] + unstaged)
        }
        _ = try git(["stash", "push", "--include-untracked", "--message", name, "--"] + paths)
        let left = try git(["status", "--porcelain", "--untracked-files=all", "--"] + paths)
        guard left.isEmpty else {
            throw Refusal.noGit("`git stash` left some of your work in place, so nothing was changed:\n\(left)")
        }
        return KeptWork(name: name, work: work, kata: kata.number, unstaged: unstaged)
    }

    /// Deletes the folders, inside the kata's, that deleting `path` left empty.
    private func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while !paths.contains(folder), paths.contains(where: { folder.hasPrefix($0 + "/") }) {
            let url = repository.appending(path: folder)
            guard (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(at: url)
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The kata's files as they are on disk, by path: the ones git sees,
    /// committed or new (not the ones it ignores, such as `.DS_Store`).
    func currentState() throws -> [String: Data] {
        let names = try git(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + paths)
            .split(separator: "\0").map(String.init)
        var files: [String: Data] = [:]
        for name in Set(names) {
            let url = repository.appending(path: name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[name] = try Data(contentsOf: url)
        }
        return files
    }

    /// The files the checkpoints change, the union over every step: the
    /// files they edit, add and delete. A header names a file on each side
    /// with a one-letter prefix, `a/` or `b/` (an added file may carry `b/`
    /// on both).
    var filesTheLadderTouches: Set<String> {
        var files: Set<String> = []
        for patch in checkpoints {
            let text = (try? String(contentsOf: patch, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("diff --git ") {
                let names = line.dropFirst("diff --git ".count).split(separator: " ")
                for name in names { files.insert(String(name.dropFirst(2))) }
            }
        }
        return files
    }

    /// The kata's files at every checkpoint, from 0 (as shipped) to the
    /// last: the files the ladder touches as they were in the newest commit
    /// that changed the ladder (CI keeps them equal to the kata as shipped),
    /// with the first K patches on top; every other file as committed. A
    /// file of the learner's that git does not have is in none of them.
    func states() throws -> [[String: Data]] {
        let base = try git(["rev-list", "-1", "HEAD", "--", "\(kata.docs(in: repository))/ladder"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !base.isEmpty else { throw Refusal.noGit("no commit has this kata's checkpoints") }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "katas-jump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let touched = filesTheLadderTouches
        let committed = try files(of: "HEAD", in: scratch.appending(path: "head")).filter { !touched.contains($0.key) }
        let ladder = scratch.appending(path: "ladder")
        var laddered = try files(of: base, in: ladder)
        var states: [[String: Data]] = []
        for patch in [nil] + checkpoints {
            if let patch {
                do {
                    try Tool.git.run(["apply", "--whitespace=nowarn", patch.path], in: ladder)
                } catch {
                    throw Refusal.patchFailed("\(patch.lastPathComponent): \(error)")
                }
                laddered = Self.files(under: paths, in: ladder)
            }
            states.append(committed.merging(laddered.filter { touched.contains($0.key) }) { _, step in step })
        }
        return states
    }

    /// The kata's files in commit `revision`, written out to `folder`.
    private func files(of revision: String, in folder: URL) throws -> [String: Data] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let archive = folder.appending(path: "archive.tar")
        _ = try git(["archive", "--output", archive.path, revision, "--"] + paths)
        try Tool.tar.run(["-xf", archive.path, "-C", folder.path], in: folder)
        try FileManager.default.removeItem(at: archive)
        return Self.files(under: paths, in: folder)
    }

    /// Every file under `paths` in `root`, by path.
    private static func files(under paths: [String], in root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in paths {
            let folder = root.appending(path: path)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in walker {
                let url = folder.appending(path: name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                    let content = try? Data(contentsOf: url)
                else { continue }
                files["\(path)/\(name)"] = content
            }
        }
        return files
    }

    /// Brings back the kata's newest work set aside in git's stash (by
    /// `--keep`, or by the refusal's own `git stash push` line, whose
    /// message starts "my Kata N"), whatever was stashed after it: the kata
    /// is first taken back to as shipped, which refuses if there is work
    /// not yet saved. Returns the stash's message.
    public func restoreKept() throws -> String {
        let listed = try git(["stash", "list", "--format=%gd%x09%gs"]).split(separator: "\n")
        let mine = "my Kata \(kata.number)"
        guard
            let entry = listed.first(where: { line in
                line.split(separator: "\t").last.map { $0.contains(mine + ",") || $0.hasSuffix(mine) } ?? false
            }),
            let reference = entry.split(separator: "\t").first
        else {
            throw Refusal.noGit("no work of Kata \(kata.number) is kept in git's stash (`git stash list` shows it all)")
        }
        try jump(to: 0)
        _ = try git(["stash", "pop", "--quiet", String(reference)])
        // git shows the message after "On BRANCH: ".
        let subject = String(entry.split(separator: "\t").last ?? "")
        return subject.range(of: ": ").map { String(subject[$0.upperBound...]) } ?? subject
    }

    private func git(_ arguments: [String]) throws -> String {
        do {
            return try Tool.git.run(arguments, in: repository, environment: gitEnvironment)
        } catch let failure as CommandFailed {
            throw Self.refusal(gitSaid: failure.description, in: repository)
        } catch {
            throw Refusal.noGit("\(error)")
        }
    }

    /// What git's complaint means for a learner. git will not work in a
    /// clone that belongs to another user, as in a container that mounts
    /// the learner's folder, and names the one command that fixes it.
    static func refusal(gitSaid message: String, in repository: URL) -> Refusal {
        guard message.contains("dubious ownership") else { return .noGit(message) }
        let line: Substring? = message.split(separator: "\n").first { $0.contains("dubious ownership") }
        guard let line, let quote = line.firstIndex(of: "'") else { return .untrustedFolder(repository.path) }
        let named: Substring = line[line.index(after: quote)...]
        return .untrustedFolder(String(named.hasSuffix("'") ? named.dropLast() : named))
    }
}
