import MoviesApp

/// Why the app cannot start: one line on stderr and an exit status.
struct StartupError: Error {
    /// The one-line message (without the program name), worded in the app's language when printed.
    let message: LaunchMessage
    /// 2 for configuration mistakes, 1 for a broken installation.
    let exitStatus: Int32
}
