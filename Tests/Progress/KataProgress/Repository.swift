import Foundation

/// Where the workbook is: the folder holding `Package.swift` with `Katas/`
/// beside it. `swift run katas` starts in it, but a Mac user may start the
/// tool from a folder inside it, or from Xcode, whose working directory for
/// an executable is its build folder unless the scheme says otherwise.
public enum Repository {
    /// The first workbook found walking up from each of `starts` in turn.
    public static func find(from starts: [URL]) -> URL? {
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                if isWorkbook(folder) { return folder }
                let parent = folder.deletingLastPathComponent().standardizedFileURL
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    /// The workbook found from the working directory, then from the
    /// executable's path (`.build/debug/katas` lies inside it), then from
    /// `sourceFile`, the path the tool was compiled from (Xcode builds it
    /// elsewhere, in DerivedData).
    public static func find(sourceFile: String) -> URL? {
        let executable = URL(filePath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        return find(from: [
            URL(filePath: FileManager.default.currentDirectoryPath),
            Bundle.main.executableURL?.deletingLastPathComponent() ?? executable,
            URL(filePath: sourceFile).deletingLastPathComponent(),
        ])
    }

    /// Whether `folder` holds the workbook's `Package.swift` and `Katas/`.
    static func isWorkbook(_ folder: URL) -> Bool {
        var isFolder: ObjCBool = false
        let katas = FileManager.default.fileExists(atPath: folder.appending(path: "Katas").path, isDirectory: &isFolder)
        return katas && isFolder.boolValue
            && FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
    }
}
