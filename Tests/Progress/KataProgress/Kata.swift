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
        starts.lazy.flatMap { start in
            sequence(first: start.standardizedFileURL) { folder in
                folder.pathComponents.count > 2 ? folder.deletingLastPathComponent().standardizedFileURL : nil
            }
        }.first { Set(list($0)).isSuperset(of: ["Package.swift", "Katas"]) }
    }

    /// Every kata in the workbook at `package`, by number.
    public static func all(in package: URL) -> [Kata] {
        let pages = list(package.appending(path: "docs")).sorted()
        return list(package.appending(path: "Katas")).sorted().compactMap { folder in
            guard let number = number(of: folder) else { return nil }
            let docs = "docs/" + (pages.first { $0.hasPrefix("kata\(number)-") } ?? "kata\(number)")
            let title = ["Katas/\(folder)/README.md", "\(docs)/README.md"].lazy.compactMap { page in
                (try? String(contentsOf: package.appending(path: page), encoding: .utf8))?.split(separator: "\n")
                    .first { $0.hasPrefix("# ") }?.dropFirst(2)
            }.first
            return Kata(number: number, folder: folder, title: title.map(String.init) ?? folder, docs: docs)
        }.sorted { $0.number < $1.number }
    }

    /// N, for a folder `KataN…`.
    static func number(of folder: some StringProtocol) -> Int? {
        folder.hasPrefix("Kata") ? Int(folder.dropFirst(4).prefix(while: \.isNumber)) : nil
    }

    /// The names in `folder`, none when it cannot be read.
    static func list(_ folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// The files under `folders` (from `package`) by path, but hidden ones (an editor's swap file) and backups.
    public static func files(_ folders: [String], in package: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: package.appending(path: folder).path)
            while let name = walker?.nextObject() as? String {
                let (last, path) = ((name as NSString).lastPathComponent, "\(folder)/\(name)")
                if last.hasPrefix(".") || last.hasSuffix("~") {
                    walker?.skipDescendants()
                } else if let data = FileManager.default.contents(atPath: package.appending(path: path).path) {
                    files[path] = data
                }
            }
        }
        return files
    }
}
