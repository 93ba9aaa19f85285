import Foundation

/// The shared test fixtures (`Fixtures/` of this target): the stub TMDB server and its pages.
package enum TestFixtures {
    /// The URL of fixture file `name` (e.g. `"search-love-page1.json"`), or nil when missing.
    package static func url(_ name: String) -> URL? {
        let url = Bundle.module.bundleURL.appendingPathComponent("Fixtures").appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The contents of fixture file `name`.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when it is missing.
    package static func data(_ name: String) throws -> Data {
        guard let url = url(name) else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }
}

/// The directory holding the test bundles and the package's built executables
/// (`flux-movies`, `recent-queries-writer`).
package enum BuildProducts {
    /// The build products directory.
    package static var directory: URL { Bundle.module.bundleURL.deletingLastPathComponent() }

    /// The URL of the built executable `name`.
    package static func executable(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
package struct TemporaryDirectory: Sendable {
    /// The directory.
    package let url: URL

    /// Creates the directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-movies-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside the directory.
    package func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names of the directory's entries, sorted.
    package func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Removes the directory and everything in it.
    package func remove() { try? FileManager.default.removeItem(at: url) }
}
