/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    /// Run the interactive console.
    case run(RunOptions)
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
}
