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

    public init(repository: URL, kata: KataInfo) {
        self.repository = repository
        self.kata = kata
    }

    /// The folders the ladder changes: the kata's code and its tests.
    public var paths: [String] {
        let code = (try? FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "Katas").path))?
            .first { $0.hasPrefix("Kata\(kata.number)") }
        return [code.map { "Katas/\($0)" }, "Tests/Kata\(kata.number)Tests"].compactMap { $0 }
    }

    /// The checkpoints' patches, in order.
    public var checkpoints: [URL] {
        let folder = repository.appending(path: "docs/answers/kata\(kata.number)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".patch") }
            .sorted { (Int($0.prefix { $0.isNumber }) ?? 0) < (Int($1.prefix { $0.isNumber }) ?? 0) }
            .map { folder.appending(path: $0) }
    }

    /// Why a jump cannot happen.
    public enum Refusal: Error, CustomStringConvertible {
        case noGit(String)
        case noSuchCheckpoint(asked: Int, count: Int)
        case unsavedWork(files: [String], paths: [String], kata: Int)
        case patchFailed(String)

        public var description: String {
            switch self {
            case .noGit(let why):
                return "Jumping needs the workbook as a git clone (git says: \(why))."
            case .noSuchCheckpoint(let asked, let count):
                return "There is no checkpoint \(asked): this kata has checkpoints 1 to \(count), and 0 is the start."
            case .unsavedWork(let files, let paths, let kata):
                let list = files.prefix(8).map { "  \($0)" }.joined(separator: "\n")
                let joined = paths.joined(separator: " ")
                return """
                    Kata \(kata) has changes that are not saved, and jumping would overwrite them:
                    \(list)
                    Keep them first, in a stash:
                      git stash push -m "my Kata \(kata)" -- \(joined)
                    (get them back later with `git stash pop`), or on a branch of your own:
                      git switch -c my-kata\(kata) && git add \(joined) && git commit -m "My Kata \(kata)"
                    Then run the jump again.
                    """
            case .patchFailed(let why):
                return "A checkpoint did not apply: \(why)"
            }
        }
    }

    /// Takes the kata to checkpoint `target` (0 is the code as shipped),
    /// unless that would overwrite work that is not saved.
    ///
    /// The kata's files count as saved when git has them as they are, or
    /// when they are exactly some checkpoint (so a learner can jump again
    /// after a jump). Returns the files it changed.
    @discardableResult
    public func jump(to target: Int) throws -> [String] {
        let patches = checkpoints
        guard (0...patches.count).contains(target) else {
            throw Refusal.noSuchCheckpoint(asked: target, count: patches.count)
        }
        let changed = try git(["status", "--porcelain", "--untracked-files=all", "--"] + paths.map { "\($0)/*.swift" })
            .split(separator: "\n").map { String($0.dropFirst(3)) }
        if !changed.isEmpty {
            let matchesACheckpoint = try (0...patches.count).contains { try state(at: $0) == currentState() }
            if !matchesACheckpoint {
                throw Refusal.unsavedWork(files: changed, paths: paths, kata: kata.number)
            }
        }
        let wanted = try state(at: target)
        let current = try currentState()
        var written: [String] = []
        for (path, content) in wanted where current[path] != content {
            let url = repository.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url)
            written.append(path)
        }
        for path in current.keys where wanted[path] == nil {
            try FileManager.default.removeItem(at: repository.appending(path: path))
            written.append(path)
        }
        return written.sorted()
    }

    /// The kata's Swift files as they are on disk, by path. Other files (the
    /// assignment's README) are not the ladder's.
    func currentState() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in paths {
            let folder = repository.appending(path: path)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in walker {
                let url = folder.appending(path: name)
                var isFolder: ObjCBool = false
                guard name.hasSuffix(".swift"),
                    FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                files["\(path)/\(name)"] = try Data(contentsOf: url)
            }
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

    /// The kata's Swift files at checkpoint `step`: the files the ladder
    /// touches as they were in the newest commit that changed the ladder
    /// (CI keeps them equal to the kata as shipped), with the first `step`
    /// patches on top; every other file as it is now.
    func state(at step: Int) throws -> [String: Data] {
        let base = try git(["rev-list", "-1", "HEAD", "--", "docs/answers/kata\(kata.number)"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !base.isEmpty else { throw Refusal.noGit("no commit has this kata's checkpoints") }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "katas-jump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let archive = scratch.appending(path: "base.tar")
        _ = try git(["archive", "--output", archive.path, base, "--"] + paths)
        try run("/usr/bin/env", ["tar", "-xf", archive.path, "-C", scratch.path])
        try FileManager.default.removeItem(at: archive)
        for patch in checkpoints.prefix(step) {
            do {
                try run("/usr/bin/env", ["git", "apply", "--whitespace=nowarn", patch.path], in: scratch)
            } catch {
                throw Refusal.patchFailed("\(patch.lastPathComponent): \(error)")
            }
        }
        let laddered = try Ladder(repository: scratch, kata: kata).currentState()
        let touched = filesTheLadderTouches
        var state = try currentState().filter { !touched.contains($0.key) }
        for (path, content) in laddered where touched.contains(path) {
            state[path] = content
        }
        return state
    }

    private func git(_ arguments: [String]) throws -> String {
        do {
            return try run("/usr/bin/env", ["git"] + arguments, in: repository)
        } catch {
            throw Refusal.noGit("\(error)")
        }
    }

    /// Runs a command and returns what it printed; throws what it printed on
    /// error when it fails.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String], in folder: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(filePath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? repository
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CommandFailed(message: complaint) }
        return printed
    }
}

/// A command that exited with an error, and what it said.
struct CommandFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { message.trimmingCharacters(in: .whitespacesAndNewlines) }
}
