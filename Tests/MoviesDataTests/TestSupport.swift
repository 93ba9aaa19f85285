import Foundation
@testable import MoviesData

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-movies-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Collects warnings from a `WarningSink` (thread-safe).
final class WarningCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var sink: WarningSink { WarningSink { [self] line in lock.withLock { lines.append(line) } } }
    var messages: [String] { lock.withLock { lines } }
}

/// The directory holding the test bundle and the package's built executables.
enum BuildProducts {
    static var directory: URL { Bundle.module.bundleURL.deletingLastPathComponent() }
}
