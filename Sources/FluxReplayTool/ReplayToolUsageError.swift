/// A mistake in the replay tool's arguments; the tool prints it with its usage and exits with
/// status 2 (``ReplayToolStatus/usage``), having replayed and written nothing.
public struct ReplayToolUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `--blame cannot be combined with --html`.
    public let description: String

    /// Creates the error with its message.
    /// - Parameter description: what is wrong.
    public init(_ description: String) { self.description = description }

    /// The tool's usage, for the app named `app` and the command word `command`.
    public static func usage(app: String, command: String) -> String {
        """
        usage: \(app) \(command) LOG [--until N] [--verify] [MODE]
          --print final|states|none           the states after the last action (default), after each, or none
          --blame STORE.FIELD                 every action that changed the field
          --html OUT.html                     the inspector page (with --export: both)
          --export redux-devtools OUT.json    the Redux DevTools history
          --emit-test OUT.swift [--name N]    a Swift Testing file that replays the log
          --minimize OUT.jsonl                the smallest log that fails the same way (with --emit-test: its test)
          --force                             replace an existing output file
        exit status: 0 done, 1 bad log or divergence, 2 usage, 3 action N crashes, 4 action N breaks an invariant
        """
    }
}
