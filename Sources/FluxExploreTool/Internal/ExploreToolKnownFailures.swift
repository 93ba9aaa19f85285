import Foundation

/// The known failures of `--known DIR`: the lines of its `*.failure` files.
enum ExploreToolKnownFailures {
    /// The failures listed in the `*.failure` files of `directory` (one a line, as the report's
    /// first line shows it; `#` starts a comment); none without a directory.
    /// - Throws: an ``ExploreToolUsageError`` naming the folder when it cannot be listed; what
    ///   reading a file throws.
    static func read(_ directory: String?) throws -> Set<String> {
        guard let directory else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".failure") }
        } catch {
            throw ExploreToolUsageError("--known \(directory): no such folder")
        }
        var known: Set<String> = []
        for name in names.sorted() {
            let text = try String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
                known.insert(String(line))
            }
        }
        return known
    }
}
