import Foundation

/// The files a failure is written to, named after the failing sequence's seed: its action log
/// and its Swift Testing file; none replaces a file with other contents.
enum ExploreToolFiles {
    /// `explored-BDD732262FEB6E95.jsonl` and `ExploredBDD732262FEB6E95Tests.swift` in `directory`.
    static func names(of seed: UInt64, in directory: URL) -> (log: URL, test: URL) {
        let hex = String(seed, radix: 16, uppercase: true)
        return (
            directory.appendingPathComponent("explored-\(hex).jsonl"),
            directory.appendingPathComponent("Explored\(hex)Tests.swift")
        )
    }

    /// Writes `data` at `url` unless a file with other contents is there (one with the same
    /// contents is kept: the same failure gives the same bytes).
    /// - Throws: ``Conflict`` for a file with other contents; what writing throws.
    static func place(_ data: Data, at url: URL) throws {
        if let existing = FileManager.default.contents(atPath: url.path) {
            guard existing == data else { throw Conflict(path: url.path) }
            return
        }
        try data.write(to: url, options: .withoutOverwriting)
    }

    /// A file of an earlier failure with other contents where a new one is to be written.
    struct Conflict: Error, CustomStringConvertible {
        /// The file.
        let path: String
        /// What went wrong and what to do.
        var description: String {
            "\(path) exists with other contents: it is kept; move it away or write into another --out folder"
        }
    }
}
