/// What the command line asks for.
package enum LaunchCommand: Equatable, Sendable {
    /// Run the interactive console (optionally recording it: `RunOptions.recordPath`).
    case run(RunOptions)
    /// Replay a recorded session: `flux-movies replay FILE [options]`.
    case replay(ReplayOptions)
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
}
