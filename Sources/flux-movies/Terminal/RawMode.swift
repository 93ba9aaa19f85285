#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal of stdin in raw mode for the line editor, and back.
///
/// Raw mode: no echo, no line buffering, no signals from keys (Ctrl-C, Ctrl-Z and Ctrl-\ arrive
/// as bytes), no flow control, no CR-to-NL translation; output processing stays on, so a `\n`
/// written still starts a new line at its first column.
///
/// The settings to restore live outside Swift's memory model so that a signal handler can
/// restore them (``TerminalRestoration``). Invariant T1: ``saved`` is written only by
/// ``enter()`` on the main thread while ``isRaw`` is 0, before it sets ``isRaw`` to 1; a
/// handler reads ``saved`` only when it finds ``isRaw`` at 1, so it never reads a half-written
/// value. Both are allocated once, on first use, which ``enter()`` makes happen before any
/// handler is installed.
enum RawMode {
    /// The settings before raw mode (see invariant T1).
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// 1 while the terminal is in raw mode, else 0 (see invariant T1).
    nonisolated(unsafe) static let isRaw: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    /// The terminal in raw mode (stdin).
    static let descriptor = STDIN_FILENO

    /// Puts stdin's terminal in raw mode; returns false when it is no terminal or refuses.
    @MainActor
    static func enter() -> Bool {
        guard isRaw.pointee == 0 else { return true }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return false }
        saved.pointee = original
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed ahead (a paste before the prompt) are kept.
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return false }
        isRaw.pointee = 1
        return true
    }

    /// Restores the settings from before ``enter()`` (nothing if not in raw mode).
    @MainActor
    static func leave() {
        guard isRaw.pointee == 1 else { return }
        _ = tcsetattr(descriptor, TCSANOW, saved)
        isRaw.pointee = 0
    }
}
