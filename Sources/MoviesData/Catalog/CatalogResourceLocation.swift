import Foundation

/// Where the packaged `movies.jsonl` is looked for: in the resource folder beside the executable,
/// then in the one of the build folder the package was built in.
///
/// SwiftPM copies the resource folder `flux-movies_MoviesData.resources` next to the built
/// executables. A binary copied elsewhere needs that folder beside it; while the build folder
/// exists, it is found there too. This replaces the generated `Bundle.module`, whose accessor
/// stops the process (`fatalError`) when neither folder exists.
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

    /// The lookup of the running process: the executable's folder (symbolic links resolved),
    /// then the build folder this module was compiled for.
    package static var current: CatalogResourceLocation {
        CatalogResourceLocation(directories: [executableDirectory, buildDirectory].compactMap { $0 })
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

    /// The build folder of this build (`<package>/.build/debug` or `.build/release`), found from
    /// this source file's path at compile time.
    static var buildDirectory: URL? {
        let source = URL(fileURLWithPath: #filePath)
        let root = source.deletingLastPathComponent()  // Catalog
            .deletingLastPathComponent()  // MoviesData
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
        guard source.path.hasSuffix("/Sources/MoviesData/Catalog/CatalogResourceLocation.swift") else { return nil }
        #if DEBUG
            return root.appendingPathComponent(".build/debug")
        #else
            return root.appendingPathComponent(".build/release")
        #endif
    }
}
