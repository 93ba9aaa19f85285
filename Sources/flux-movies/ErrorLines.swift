import MoviesApp
import MoviesData

/// Lines for stderr that keep the console's prompt intact: while a session runs, each line is
/// printed above the prompt and the line being typed, which are then shown again
/// (``ConsoleOutput/aside(_:)``); before and after, it is written directly.
@MainActor
final class ErrorLines {
    /// The session's output, while there is one.
    var output: ConsoleOutput?

    /// Writes one line (made of data: its control characters are shown visibly).
    func write(_ message: String) {
        guard let output else { return StandardStreams.writeErrorLine(message) }
        output.aside { StandardStreams.writeErrorLine(message) }
    }

    /// Writes one line from any thread: on the main actor, after what is already queued there.
    nonisolated func post(_ message: String) {
        Task { @MainActor in self.write(message) }
    }

    /// Storage warnings as lines of this writer.
    nonisolated var warnings: WarningSink {
        WarningSink { [self] message in post(message) }
    }
}
