import Foundation

/// The console's command history across sessions, kept as JSON in the data directory
/// (`history`, next to `recent-queries.json`).
///
/// Oldest first, at most ``maxStoredCount`` lines, a line equal to the one before it kept once.
/// Like the recent searches: each append is a locked read-modify-write with an atomic replace (no
/// line is lost when two sessions append at once), a corrupt or unreadable file is moved aside
/// with a warning, and an unwritable directory gives one warning and a history in memory only.
package actor CommandHistoryStore {
    /// The file name used in the data directory.
    package static let defaultFileName = "history"
    /// How many lines are kept.
    package static let maxStoredCount = 500
    /// The longest line kept, in bytes (the console refuses longer commands).
    package static let maxLineLength = 1_000

    private let storage: PersistentValue<CommandHistoryFile>

    /// Creates a store for `directory` (created on the first append).
    /// - Parameters:
    ///   - directory: the data directory.
    ///   - fileName: the file inside it.
    ///   - warnings: receives the one-line warnings (corrupt file, unwritable directory).
    ///   - now: the clock used to name corrupt files.
    package init(
        directory: URL, fileName: String = CommandHistoryStore.defaultFileName,
        warnings: WarningSink = .standardError, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let file = LockedJSONFile<CommandHistoryFile>(
            url: directory.appendingPathComponent(fileName), warnings: warnings, now: now)
        storage = PersistentValue(file: file, empty: CommandHistoryFile(lines: []), normalize: { $0.normalized() })
    }

    /// The lines, oldest first.
    package func lines() async -> [String] {
        await storage.read().lines
    }

    /// Removes the history's temporary files that killed sessions left (older than a minute),
    /// reading and writing nothing else: a script uses no history, but cleans up after those
    /// that did.
    package func removeStaleTemporaries() async {
        await storage.sweepStaleTemporaries()
    }

    /// Appends `line` as the newest (ignored when blank, too long, holding a control character,
    /// or equal to the newest line).
    package func append(_ line: String) async {
        await storage.update { file in file.lines.append(line) }
    }
}
