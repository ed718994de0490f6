import Foundation

/// Where the workbook is: the first folder holding `Package.swift` and `Katas/` up from the working directory, else
/// from the file the tool was compiled from (Xcode runs it from its own build folder).
public enum Repository {
    public static func find(from starts: [URL]) -> URL? {
        for start in starts {
            var folder = start.standardizedFileURL
            while folder.pathComponents.count > 1 {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if files.contains("Package.swift") && files.contains("Katas") { return folder }
                folder = folder.deletingLastPathComponent().standardizedFileURL
            }
        }
        return nil
    }
}
