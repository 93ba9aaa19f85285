import Foundation
import TestSupport

/// A program run on a pseudo-terminal of its own, as a person runs it in a terminal window:
/// type into it (with pauses, as a test chooses), resize it, and read its screen through a
/// ``ScreenModel``.
///
/// The child is started with `forkpty`, so the terminal is its controlling terminal (Ctrl-C and
/// Ctrl-Z are signals for it when it is not in raw mode). Between `fork` and `exec` the child
/// only calls `execve` and `_exit` (async-signal-safe), with arguments prepared before the fork.
package final class PseudoTerminal: Sendable {
    private let terminal: TerminalOutput
    private let master: Int32
    /// The child's process id.
    package let processID: pid_t

    /// Starts `executable` with `arguments` and exactly `environment` on a `width` x `height`
    /// terminal.
    /// - Throws: `PseudoTerminalError` when the terminal or the process cannot be created.
    package init(
        executable: String, arguments: [String], environment: [String: String], width: Int = 80, height: Int = 24
    ) throws {
        terminal = TerminalOutput(screen: ScreenModel(width: width, height: height))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            Self.resetSignalsInChild()
            execve(executable, argv, envp)
            _exit(127)
        }
        guard pid > 0 else { throw PseudoTerminalError(message: "forkpty failed: \(String(cString: strerror(errno)))") }
        self.master = master
        processID = pid
        // The reader thread reads its own duplicate of the master and closes it when the program's
        // side is gone. It must never read `master` itself: `deinit` closes that, and the number
        // could then be reused at once by another test's terminal, whose output the old thread
        // would steal (tests run in parallel in one process).
        let reading = fcntl(master, F_DUPFD_CLOEXEC, 0)
        guard reading >= 0 else {
            kill(pid, SIGKILL)
            close(master)
            throw PseudoTerminalError(message: "dup failed: \(String(cString: strerror(errno)))")
        }
        Thread { [terminal] in
            terminal.read(from: reading)
            close(reading)
        }.start()
        // Reaps the program as soon as it ends, and records how: waiters are woken, no one polls.
        Thread { [terminal] in
            var status: Int32 = 0
            // blocking: runs on a dedicated Thread
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            terminal.exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }.start()
    }

    /// Gives the child the default signal handling a shell gives a program (the test runner may
    /// ignore or block some, and both are inherited across `exec`). Async-signal-safe calls only.
    private static func resetSignalsInChild() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        signal(SIGINT, SIG_DFL)
        signal(SIGQUIT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        signal(SIGTSTP, SIG_DFL)
        signal(SIGTTIN, SIG_DFL)
        signal(SIGTTOU, SIG_DFL)
        signal(SIGCHLD, SIG_DFL)
        signal(SIGWINCH, SIG_DFL)
    }

    /// Kills the program if it still runs; the reaping thread then reaps it. It must be reaped:
    /// a child left a zombie would stall Swift Testing's exit tests, whose monitor waits for any
    /// child of the test process (`waitid(P_ALL, ..., WNOWAIT)`) and would keep finding this one
    /// first.
    deinit {
        if terminal.exitStatus == nil { kill(processID, SIGKILL) }
        close(master)
    }

    /// The screen now.
    package var screen: ScreenModel { terminal.screen }

    /// Every byte the program wrote so far.
    package var bytes: [UInt8] { terminal.bytes }

    /// The terminal's local modes now (`c_lflag`: `ECHO`, `ICANON`, `ISIG`...), as the program
    /// left them; nil when they cannot be read.
    package var localModes: tcflag_t? {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return nil }
        return settings.c_lflag
    }

    /// Whether the terminal is in its ordinary line mode: echo, line editing and signal keys on
    /// (as a shell leaves it, and as a program must leave it).
    package var isInLineMode: Bool {
        localModes.map { $0 & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG) } ?? false
    }

    /// Types `text` (its UTF-8, control characters included).
    package func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends raw bytes, as keys do.
    package func send(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            rest = rest.dropFirst(written)
        }
    }

    /// Resizes the terminal (the kernel sends SIGWINCH to the program); the screen model
    /// starts blank at the new size, as after a terminal's reflow.
    package func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        terminal.reset(ScreenModel(width: width, height: height))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Waits until `condition` holds for the screen, up to `timeout` seconds; returns whether it did.
    ///
    /// The task suspends: `condition` is checked now and each time the reader thread has applied
    /// new bytes to the screen (or the terminal was reset or ended), and at the deadline.
    @discardableResult
    package func waitForScreen(
        timeout: Double = 30, isolation: isolated (any Actor)? = #isolation, _ condition: (ScreenModel) -> Bool
    ) async -> Bool {
        await terminal.changes.wait(timeout: timeout) { condition(screen) }
    }

    /// Waits for the program to exit, up to `timeout` seconds; its exit status (128 + N for
    /// signal N), or nil if it is still running.
    ///
    /// Once it has exited, this also waits (within the same `timeout`) until everything it wrote
    /// has been read into ``screen`` and ``bytes``: the reader thread may still be behind when the
    /// process ends (its last echo, a final line). A process that left the terminal open in a
    /// child of its own keeps the reader going; the wait then ends at the deadline.
    package func waitForExit(timeout: Double = 30) async -> Int32? {
        let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
        guard await terminal.changes.wait(timeout: timeout, until: { terminal.exitStatus != nil }) else { return nil }
        let left = (deadline - ContinuousClock.now) / .seconds(1)
        _ = await terminal.changes.wait(timeout: max(0, left)) { terminal.hasEnded }
        return terminal.exitStatus
    }
}
