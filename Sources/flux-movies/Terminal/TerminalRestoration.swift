#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Restores the terminal when a signal ends the process while it is in raw mode: SIGTERM,
/// SIGHUP, SIGINT and SIGQUIT from outside, and the signals of a crash (a Swift runtime trap is
/// SIGILL or SIGTRAP). The handler restores the settings (`tcsetattr` is async-signal-safe), puts
/// back the handler that was there before (the default, or the runtime's backtracer) and raises
/// the signal again, so the process ends as it would have, with the same status.
enum TerminalRestoration {
    /// The signals handled.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    /// The number of signal numbers of the platform (`NSIG`: 65 on Linux, 32 on Darwin), the
    /// capacity of ``previous``.
    static let signalCount = Int(NSIG)

    /// The actions before ours, indexed by signal number. Invariant T2: written only by
    /// ``install()`` on the main thread, once, each entry before the handler for its signal is
    /// installed; the handler only reads its own signal's entry.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
        pointer.initialize(repeating: sigaction(), count: signalCount)
        return pointer
    }()

    /// Installs the handler for every signal of ``signals``, once: a second call does nothing.
    /// (Installing again would save our own handler as the one before it, and a signal would then
    /// re-raise itself forever instead of ending the process.)
    @MainActor
    static func install() {
        _ = installation
    }

    /// The installation, run by the first ``install()``: a `static let` is initialized once.
    private static let installation: Void = {
        _ = RawMode.saved
        _ = RawMode.isRaw
        for signal in signals where Int(signal) < signalCount {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { received in TerminalRestoration.handle(received) }
            #else
                action.__sigaction_u.__sa_handler = { received in TerminalRestoration.handle(received) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
    }()

    /// The handler: async-signal-safe calls only.
    private static func handle(_ signal: Int32) {
        if RawMode.isRaw.pointee == 1 {
            _ = tcsetattr(RawMode.descriptor, TCSANOW, RawMode.saved)
            RawMode.isRaw.pointee = 0
        }
        sigaction(signal, previous + Int(signal), nil)
        raise(signal)
    }
}
