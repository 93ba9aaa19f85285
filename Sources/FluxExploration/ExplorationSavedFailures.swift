import Foundation

/// A folder of the failures an exploration found, tried first by the next one: each failing
/// sequence's seed in a file of its own (`<seed in hexadecimal>.seed`), which
/// ``Explorer/reproduce(seed:)`` runs again.
///
/// Keep the folder out of version control (it is this machine's memory of what failed); a
/// failure, once fixed, becomes a committed regression log and test instead.
public struct ExplorationSavedFailures: Sendable {
    /// The folder.
    public let directory: URL

    /// The failures saved in `directory` (created when a failure is saved).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The saved seeds, in the order of their files' names; none when the folder is missing.
    /// - Throws: `ExplorationSavedFailures.Unreadable` for a file that holds no seed.
    public func seeds() throws -> [UInt64] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return try names.filter { $0.hasSuffix(".seed") }.sorted().map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            guard let line = text.split(separator: "\n").first, let seed = UInt64(seedText: line) else {
                throw Unreadable(file: name)
            }
            return seed
        }
    }

    /// Saves a counterexample's seed, with its failure and shrunk actions as comment lines.
    /// - Returns: the file written.
    /// - Throws: when the folder or the file cannot be written.
    @discardableResult
    public func save<Action>(_ counterexample: ExplorationCounterexample<Action>) throws -> URL {
        try save(seed: counterexample.seed, note: "\(counterexample)")
    }

    /// Saves a sequence's seed, with `note` (what failed) as comment lines: for a failure known
    /// by its seed alone, such as a sequence that crashed the process exploring it.
    /// - Returns: the file written.
    /// - Throws: when the folder or the file cannot be written.
    @discardableResult
    public func save(seed: UInt64, note: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let hex = seed.seedText
        let url = directory.appendingPathComponent("\(hex).seed")
        let text = ([hex] + note.split(separator: "\n").map { "# \($0)" }).joined(separator: "\n")
        try Data((text + "\n").utf8).write(to: url, options: .atomic)
        return url
    }

    /// A saved file whose first line is not a seed (`0x` and hexadecimal digits).
    public struct Unreadable: Error, CustomStringConvertible {
        /// The file's name.
        public let file: String
        /// `saved failure 0x2A.seed holds no seed on its first line (0x and hexadecimal digits)`.
        public var description: String {
            "saved failure \(file) holds no seed on its first line (0x and hexadecimal digits)"
        }
    }
}
