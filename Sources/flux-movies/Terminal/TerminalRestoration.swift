import FluxActionLog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes every signal that ends the process end it, with its usual status, and with the
/// terminal as it was: SIGTERM, SIGHUP, SIGINT, SIGQUIT and SIGPIPE (a closed stdout:
/// `flux-movies | head -3`), and the signals of a crash (a Swift runtime trap is SIGILL or
/// SIGTRAP; SIGABRT, SIGSEGV, SIGBUS, SIGFPE).
///
/// The handler restores the terminal's settings when it is raw (`tcsetattr` is
/// async-signal-safe), after erasing the prompt's row and everything under it (the hint row) with
/// one `write`, so that the shell's message (`Terminated`) does not land on the half-typed line.
/// The erasing bytes are made at installation: the handler allocates nothing. A crash of this process (a fault, or a signal the process sent itself:
/// `abort`) then goes to the handler that was there before, called with the crash's own context:
/// the Swift runtime's backtracer prints its report there. A signal sent from outside (`kill`)
/// is no crash and skips it: a backtrace would only show where the threads waited, and the
/// backtracer would hold the terminal for 30 s. Either way the process then ends by the signal
/// with the default action (``SignalChain/endBySignal(_:)``), because the runtime's backtracer
/// returns when it is done (a fault would fault again, but a signal from `kill` would not, and
/// the process would run on).
enum TerminalRestoration {
    /// The signals handled.
    static let signals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
    ]

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

    /// `\r` then "erase to the end of the screen": the prompt's row and the hint row under it.
    /// Invariant T3: written once, by the installation, before any handler is installed.
    nonisolated(unsafe) static let erase: (bytes: UnsafeMutablePointer<UInt8>, count: Int) = {
        let bytes: [UInt8] = Array("\r\u{1B}[J".utf8)
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        pointer.initialize(from: bytes, count: bytes.count)
        return (pointer, bytes.count)
    }()

    /// Installs the handler for every signal of ``signals`` that is not ignored, once: a second
    /// call does nothing. (Installing again would save our own handler as the one before it.)
    /// A signal the parent ignores (`nohup` ignores SIGHUP) stays ignored.
    @MainActor
    static func install() {
        _ = installation
    }

    /// The installation, run by the first ``install()``: a `static let` is initialized once.
    private static let installation: Void = {
        _ = RawMode.saved
        _ = RawMode.isRaw
        _ = erase
        for signal in signals where Int(signal) < signalCount {
            SignalChain.install(
                { received, info, context in TerminalRestoration.handle(received, info, context) }, for: signal,
                previous: previous + Int(signal))
        }
    }()

    /// The handler: async-signal-safe calls only.
    private static func handle(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        if RawMode.isRaw.pointee == 1 {
            _ = write(RawMode.descriptor, erase.bytes, erase.count)
            _ = tcsetattr(RawMode.descriptor, TCSANOW, RawMode.saved)
            RawMode.isRaw.pointee = 0
        }
        if !SignalChain.isFromOutside(info) {
            SignalChain.runPrevious(previous + Int(signal), signal: signal, info: info, context: context)
        }
        SignalChain.endBySignal(signal)
    }
}
