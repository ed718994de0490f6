/// Why a jump along a ladder did not happen, told to a learner.
public enum LadderRefusal: Error, CustomStringConvertible {
    case noGit(String)
    /// git will not work in a clone that belongs to another user (in a container, say); the path is the one git names.
    case untrustedFolder(String)
    case noSuchCheckpoint(asked: Int, count: Int)
    /// Work git does not have and no checkpoint is: a line a file.
    case unsavedWork([String], paths: [String], kata: Int, command: String)
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
        case .unsavedWork(let files, let paths, let kata, let command):
            let list = files.prefix(8).map { "  \($0)" } + (files.count > 8 ? ["  and \(files.count - 8) more"] : [])
            return """
                Kata \(kata) has work you have not committed, and `\(command)` would overwrite it:
                \(list.joined(separator: "\n"))
                Keep all of it, new files too, and go on in one go:
                  swift run katas \(command) --keep
                That sets your work aside in git's stash; `swift run katas restore \(kata)` brings it back.
                Or keep it yourself (-u keeps new files), then run the command again:
                  git stash push -u -m "my Kata \(kata)" -- \(paths.joined(separator: " "))
                """
        case .patchFailed(let why):
            return "A checkpoint did not apply: \(why)"
        }
    }
}
