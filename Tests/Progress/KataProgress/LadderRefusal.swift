/// Why a jump along a ladder did not happen, told to a learner.
public struct LadderRefusal: Error, CustomStringConvertible {
    public let description: String

    static func noGit(_ why: String) -> Self {
        Self(description: "Jumping needs the workbook as a git clone (git says: \(why)).")
    }

    /// git will not work in a clone that belongs to another user (in a container, say).
    static func untrustedFolder(_ path: String) -> Self {
        Self(
            description: """
                git will not work in this folder: it belongs to another user ("dubious ownership"). Trust it once with
                  git config --global --add safe.directory \(path)
                then run the command again.
                """)
    }

    /// Work git does not have and no checkpoint is: `files`, a line a file.
    static func unsavedWork(_ files: [String], paths: [String], kata: Int, command: String) -> Self {
        let list = files.prefix(8).map { "  \($0)" } + (files.count > 8 ? ["  and \(files.count - 8) more"] : [])
        return Self(
            description: """
                Kata \(kata) has work you have not committed, and `\(command)` would overwrite it:
                \(list.joined(separator: "\n"))
                Keep all of it, new files too, and go on in one go:
                  swift run katas \(command) --keep
                That sets your work aside in git's stash; `swift run katas restore \(kata)` brings it back.
                Or keep it yourself (-u keeps new files), then run the command again:
                  git stash push -u -m "my Kata \(kata)" -- \(paths.joined(separator: " "))
                """)
    }
}
