import MoviesApp

/// The progress of a long replay on stderr, redrawn in place (`\r`, erase line) at each whole
/// percent; only when stderr is a terminal and the log is long (see `ReplayProgress`).
@MainActor
final class ProgressLine {
    private var progress: ReplayProgress
    private var isShown = false

    private init(progress: ReplayProgress) {
        self.progress = progress
    }

    /// A progress line for a log of `fileSize` bytes whose work is `total` units (bytes by
    /// default), worded in `strings`' language, or nil when none should be shown.
    static func make(path: String, fileSize: Int64, strings: Strings, total: (() -> Int64)? = nil) -> ProgressLine? {
        guard StandardStreams.errorIsTerminal, ReplayProgress.isWorthShowing(fileSize: fileSize) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return ProgressLine(
            progress: ReplayProgress(fileName: name, total: total?() ?? fileSize, language: strings.language))
    }

    /// Shows the progress after `done` units, if the percentage changed.
    func update(done: Int64, sequence: UInt64) {
        guard let text = progress.update(done: done, sequence: sequence) else { return }
        StandardStreams.writeError("\r\u{1B}[K" + text)
        isShown = true
    }

    /// Erases the line (before other output, and at the end).
    func erase() {
        guard isShown else { return }
        StandardStreams.writeError("\r\u{1B}[K")
        isShown = false
        progress.reset()
    }
}
