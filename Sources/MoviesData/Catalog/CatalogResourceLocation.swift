import Foundation

/// Where the packaged `movies.jsonl` is looked for: in the resource folder beside the
/// executable.
///
/// SwiftPM copies the resource folder `flux-movies_MoviesData.resources` next to the built
/// executables, whatever the build folder (`--scratch-path`); a binary copied elsewhere needs
/// that folder beside it. No build folder is baked into the binary: it would be the wrong one for
/// another scratch path or a copied binary. This replaces the generated `Bundle.module`, whose
/// accessor stops the process (`fatalError`) when its folder is missing.
package struct CatalogResourceLocation: Equatable, Sendable {
    /// The name of the resource folder SwiftPM builds for the `MoviesData` target.
    package static let folderName = "flux-movies_MoviesData.resources"
    /// The name of the catalog file inside it.
    package static let fileName = "movies.jsonl"

    /// The folders searched, in order (each is expected to hold ``folderName``).
    package var directories: [URL]

    /// Creates a lookup over `directories`, searched in order.
    package init(directories: [URL]) {
        self.directories = directories
    }

    /// The lookup of the running process: the executable's folder (symbolic links resolved).
    package static var current: CatalogResourceLocation {
        CatalogResourceLocation(directories: [executableDirectory].compactMap { $0 })
    }

    /// The candidate catalog files, in lookup order.
    package var candidates: [URL] {
        directories.map { $0.appendingPathComponent(Self.folderName).appendingPathComponent(Self.fileName) }
    }

    /// The first candidate that exists as a file.
    /// - Parameter isFile: whether a path is an existing regular file (injected by tests).
    /// - Returns: the catalog file's URL.
    /// - Throws: `CatalogLoadError.resourceMissing` naming every path searched.
    package func resolve(isFile: (String) -> Bool = Self.isFile) throws(CatalogLoadError) -> URL {
        guard let url = candidates.first(where: { isFile($0.path) }) else {
            throw .resourceMissing(searched: candidates.map(\.path))
        }
        return url
    }

    /// Whether `path` names an existing file that is not a directory.
    package static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The folder of the running executable, symbolic links resolved; nil if unknown.
    static var executableDirectory: URL? {
        let executable = Bundle.main.executableURL ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
        return executable?.resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
