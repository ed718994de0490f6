import Foundation

/// One kata, found by scanning `Katas/` for a folder `KataN…`: there is no list of katas anywhere.
public struct Kata: Sendable, Equatable {
    public let number: Int
    /// Its folder under `Katas/`, `Solutions/` and `Tests/`; its assignment's title; its docs' folder, `docs/kataN-…`.
    public let folder: String
    public let title: String
    public let docs: String

    /// The learner's folders: the kata's code, and their driver, doubles and tests.
    public var paths: [String] { ["Katas/\(folder)", "Tests/\(folder)/Yours"] }

    /// The workbook: the first folder holding `Package.swift` and `Katas/` up from one of `starts`.
    public static func package(from starts: [URL]) -> URL? {
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

    /// Every kata in the workbook at `package`, by number.
    public static func all(in package: URL) -> [Kata] {
        let list = { (folder: String) in
            ((try? FileManager.default.contentsOfDirectory(atPath: package.appending(path: folder).path)) ?? [])
                .sorted()
        }
        return list("Katas").compactMap { folder in
            guard folder.hasPrefix("Kata"), let number = Int(folder.dropFirst(4).prefix(while: \.isNumber)) else {
                return nil
            }
            let docs = "docs/" + (list("docs").first { $0.hasPrefix("kata\(number)-") } ?? "kata\(number)")
            let title = ["Katas/\(folder)/README.md", "\(docs)/README.md"].lazy.compactMap { page in
                (try? String(contentsOf: package.appending(path: page), encoding: .utf8))?.split(separator: "\n")
                    .first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
            }.first
            return Kata(number: number, folder: folder, title: title ?? folder, docs: docs)
        }.sorted { $0.number < $1.number }
    }

    /// The files under `folders` (from `package`) by path, but hidden ones (an editor's swap file) and backups.
    public static func files(_ folders: [String], in package: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: package.appending(path: folder).path)
            while let name = walker?.nextObject() as? String {
                let last = (name as NSString).lastPathComponent
                if last.hasPrefix(".") || last.hasSuffix("~") {
                    walker?.skipDescendants()
                } else if let data = FileManager.default.contents(
                    atPath: package.appending(path: "\(folder)/\(name)").path)
                {
                    files["\(folder)/\(name)"] = data
                }
            }
        }
        return files
    }
}
