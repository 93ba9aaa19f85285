import MoviesApp
import MoviesData

/// Lines for stderr that keep the console's prompt intact: while a session runs, each line is
/// printed above the prompt and the line being typed, which are then shown again
/// (``ConsoleOutput/aside(_:)``); before and after, it is written directly.
@MainActor
final class ErrorLines {
    /// The session's output, while there is one.
    var output: ConsoleOutput?
    /// The texts messages are worded in.
    nonisolated let strings: Strings
    /// The width a line is broken to at spaces (stderr a terminal, which would break it anywhere,
    /// mid-path: issue 34, item 17); nil: each message on one line.
    var width: Int?

    /// Creates lines worded in `strings`' language.
    nonisolated init(strings: Strings) {
        self.strings = strings
    }

    /// Writes one line (made of data: its control characters are shown visibly), broken at
    /// spaces to ``width`` when there is one; a word longer than a line (a path) is split.
    func write(_ message: String) {
        let text = Self.lines(message, width: width).joined(separator: "\n") + "\n"
        guard let output else { return StandardStreams.writeError(text) }
        output.aside { StandardStreams.writeError(text) }
    }

    /// The lines of `message`, each made visible, then broken to `width` when there is one.
    nonisolated static func lines(_ message: String, width: Int?) -> [String] {
        let visible = StandardStreams.visibleLines(message).split(separator: "\n", omittingEmptySubsequences: false)
        guard let width else { return visible.map(String.init) }
        return visible.flatMap { LineWrapping.wrap(String($0), to: width, splittingLongWords: true) }
    }

    /// Writes `message` in the app's language after the program name (`flux-movies: ...`).
    func write(_ message: LaunchMessage) {
        write(line(message))
    }

    /// Writes one line from any thread: on the main actor, after what is already queued there.
    nonisolated func post(_ message: String) {
        Task { @MainActor in self.write(message) }
    }

    /// Writes `message` in the app's language after the program name, from any thread (see `post`).
    nonisolated func post(_ message: LaunchMessage) {
        post(line(message))
    }

    /// `message` in the app's language after the program name: `flux-movies: ...`.
    private nonisolated func line(_ message: LaunchMessage) -> String {
        "flux-movies: " + strings.launchMessage(message)
    }

    /// Storage warnings as lines of this writer, in the app's language (without the program name).
    nonisolated var warnings: WarningSink {
        WarningSink(warnings: { [self] warning in post(strings.launchMessage(Self.message(warning))) })
    }

    /// The app's message for a storage warning.
    nonisolated static func message(_ warning: StorageWarning) -> LaunchMessage {
        switch warning {
        case .movedAside(let path, let invalidJSON, let target):
            .corruptFileMovedAside(path: path, invalidJSON: invalidJSON, target: target)
        case .notMovedAside(let path, let invalidJSON, let reason):
            .corruptFileKept(path: path, invalidJSON: invalidJSON, reason: reason)
        case .unwritable(let path, let reason, let fileName):
            .dataDirectoryUnwritable(path: path, reason: reason, fileName: fileName)
        }
    }
}
