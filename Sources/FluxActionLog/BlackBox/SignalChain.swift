#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pieces a signal handler that sits in front of another one needs: whether a signal is a
/// crash of this process or was sent from outside, running the handler that was there before,
/// and ending the process by the signal. Every function is async-signal-safe: it calls only
/// `sigaction`, `sigprocmask`, `raise`, `getpid` and `_exit`, and allocates nothing.
package enum SignalChain {
    /// The handler type of `sigaction` with `SA_SIGINFO`.
    package typealias InfoHandler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
        -> Void

    /// Whether the signal was sent by another process (`kill` from a shell), rather than raised
    /// by the kernel for a fault (a positive `si_code`) or sent by this process itself (`abort`,
    /// `raise`). A signal from outside is never a crash.
    package static func isFromOutside(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
        guard let info else { return false }
        guard info.pointee.si_code <= 0 else { return false }
        #if canImport(Glibc)
            return info.pointee._sifields._kill.si_pid != getpid()
        #else
            return info.pointee.si_pid != getpid()
        #endif
    }

    /// Whether `action` is the default action (`SIG_DFL`) or ignores the signal (`SIG_IGN`).
    package static func isDefaultOrIgnore(_ action: sigaction) -> Bool {
        handlerAddress(action) <= 1
    }

    /// Whether `action` ignores the signal (`SIG_IGN`).
    package static func ignores(_ action: sigaction) -> Bool {
        handlerAddress(action) == 1
    }

    /// The address of an action's handler: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
    package static func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Installs `handler` for `signal` (with `SA_SIGINFO` and `SA_ONSTACK`, the signal blocked
    /// while it runs) and saves the action before it in `previous`. Not for a signal handler.
    /// - Returns: false when the signal was ignored (`SIG_IGN`): then nothing is installed, so a
    ///   signal the parent told the process to ignore (`nohup`) stays ignored.
    @discardableResult
    package static func install(_ handler: InfoHandler, for signal: Int32, previous: UnsafeMutablePointer<sigaction>)
        -> Bool
    {
        var current = sigaction()
        sigaction(signal, nil, &current)
        guard !ignores(current) else { return false }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        return sigaction(signal, &action, previous) == 0
    }

    /// Runs the action that was there before ours: its function, called with the signal's own
    /// information and context (so a crash reporter such as the Swift runtime's backtracer sees
    /// the crash where it happened); nothing for `SIG_DFL` and `SIG_IGN`.
    package static func runPrevious(
        _ previous: UnsafePointer<sigaction>, signal: Int32, info: UnsafeMutablePointer<siginfo_t>?,
        context: UnsafeMutableRawPointer?
    ) {
        let action = previous.pointee
        guard !isDefaultOrIgnore(action) else { return }
        // The signal mask the kernel would give that handler: its mask added, and the signal
        // itself blocked, or unblocked with SA_NODEFER. (The runtime's backtracer uses
        // SA_NODEFER and starts a thread that must be able to take a SIGSEGV of its own: with
        // the signal still blocked as it is in our handler, that thread's first fault killed the
        // process in the middle of the report.)
        var mask = action.sa_mask
        var unblock = sigset_t()
        sigemptyset(&unblock)
        if action.sa_flags & SA_NODEFER == 0 { sigaddset(&mask, signal) } else { sigaddset(&unblock, signal) }
        var old = sigset_t()
        pthread_sigmask(SIG_BLOCK, &mask, &old)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        #if canImport(Glibc)
            if action.sa_flags & SA_SIGINFO != 0 {
                action.__sigaction_handler.sa_sigaction?(signal, info, context)
            } else {
                action.__sigaction_handler.sa_handler?(signal)
            }
        #else
            if action.sa_flags & SA_SIGINFO != 0 {
                action.__sigaction_u.__sa_sigaction?(signal, info, context)
            } else {
                action.__sigaction_u.__sa_handler?(signal)
            }
        #endif
    }

    /// Ends the process by `signal`, as if no handler had been there: the default action, the
    /// signal unblocked on this thread and raised (the status is death by the signal, `128 + n`
    /// in a shell); `_exit(128 + n)` if the process is somehow still running.
    package static func endBySignal(_ signal: Int32) -> Never {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(signal)
        _exit(128 + signal)
    }
}
