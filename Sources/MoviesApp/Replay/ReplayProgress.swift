/// The progress line of a long replay: its text, and when it changes (each whole percent).
///
/// A replay shows it on stderr only when stderr is a terminal and the log is at least
/// `minimumLogSize` bytes; short logs replay too fast to need one.
/// ```swift
/// var progress = ReplayProgress(fileName: "big.jsonl", total: 200_000_000)   // bytes
/// progress.update(done: 2_000_000, sequence: 9_000)  // "replaying big.jsonl: 1% (seq 9000)"
/// progress.update(done: 2_000_100, sequence: 9_001)  // nil: still 1%
/// ```
package struct ReplayProgress: Equatable, Sendable {
    /// Logs smaller than this (1 MiB) get no progress line.
    package static let minimumLogSize: Int64 = 1 << 20

    /// The log's name as shown.
    package let fileName: String
    /// The whole work: the log's size in bytes, or its number of actions.
    package let total: Int64
    /// The language the line is worded in.
    package let language: Language
    private var shownPercent: Int64 = -1

    /// Creates the progress of replaying a log, measured in any unit (bytes, actions), worded in
    /// `language`.
    package init(fileName: String, total: Int64, language: Language = .english) {
        self.fileName = fileName
        self.total = total
        self.language = language
    }

    /// Whether a log of `fileSize` bytes gets a progress line.
    package static func isWorthShowing(fileSize: Int64) -> Bool {
        fileSize >= minimumLogSize
    }

    /// The new text after `done` of `total` (with action `sequence` replayed), or nil when the
    /// whole percentage has not changed since the last text.
    package mutating func update(done: Int64, sequence: UInt64) -> String? {
        let percent = total > 0 ? min(100, max(0, done) * 100 / total) : 100
        guard percent != shownPercent else { return nil }
        shownPercent = percent
        return language.strings.replayProgress(fileName: fileName, percent: percent, sequence: sequence)
    }

    /// Forgets the last text, so the next update shows one again (after the line was erased).
    package mutating func reset() {
        shownPercent = -1
    }
}
