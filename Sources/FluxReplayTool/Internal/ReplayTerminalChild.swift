import Foundation

/// Starts a child that shares this process's terminal: every file descriptor inherited, and the
/// same process group, so that the child is in the terminal's foreground and may read it and
/// set its modes (Foundation's `Process` puts a child in a process group of its own, where
/// reading the terminal stops it). For an interactive mode such as `--step`.
enum ReplayTerminalChild {
    /// Runs `path` with `arguments` and `environment`, waits for it, and returns how it ended.
    /// - Throws: a `POSIXError` when it cannot be started.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws
        -> ReplayChildProcess.Ended
    {
        // The C strings live until `posix_spawn` returns; `strdup` copies are freed after it.
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, path, nil, nil, argv, envp)
        guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // The wait status: the low 7 bits hold the signal that ended the child (0: it exited,
        // and bits 8-15 hold its exit status).
        let signal = status & 0x7F
        return ReplayChildProcess.Ended(
            signal: signal == 0 ? nil : signal, status: signal == 0 ? (status >> 8) & 0xFF : signal,
            standardError: "")
    }
}
