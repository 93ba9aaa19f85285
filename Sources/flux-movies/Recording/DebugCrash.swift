import Flux
import MoviesApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A crash on purpose, for the tests of the black box and of the crash handling (CONTRIBUTING,
/// "Crashing the app on purpose"): `FLUX_MOVIES_DEBUG_CRASH=KIND@N` crashes the app right after
/// the N-th action has reached the stores (N >= 1), KIND being `trap` (a Swift runtime trap,
/// `fatalError`: SIGILL on x86-64, SIGTRAP on arm64), `segv` (a write to an unmapped address),
/// `abort` (`abort()`), or `bus`, `ill`, `fpe`, `sigtrap` (the signal raised by the process
/// itself). Hidden: not in `--help` nor the manual.
@MainActor
enum DebugCrash {
    /// The variable.
    static let variable = "FLUX_MOVIES_DEBUG_CRASH"

    /// Crashes after the N-th action of `dispatcher` when the environment asks for it; the
    /// observer is added after the black box's, so the black box has kept that action.
    static func arm(environment: [String: String], dispatcher: Dispatcher<AppAction>) -> SubscriptionToken? {
        guard let value = environment[variable] else { return nil }
        let parts = value.split(separator: "@")
        guard parts.count == 2, let count = UInt64(parts[1]), count > 0 else { return nil }
        let kind = String(parts[0])
        var seen: UInt64 = 0
        return dispatcher.addObserver { _, _ in
            seen += 1
            if seen == count { crash(kind) }
        }
    }

    private static func crash(_ kind: String) {
        switch kind {
        case "trap": fatalError("\(variable): a trap on purpose")
        case "segv":
            if let address = UnsafeMutablePointer<Int>(bitPattern: 8) { address.pointee = 1 }
        case "abort": abort()
        case "bus": raiseUnblocked(SIGBUS)
        case "ill": raiseUnblocked(SIGILL)
        case "fpe": raiseUnblocked(SIGFPE)
        case "sigtrap": raiseUnblocked(SIGTRAP)
        default: return
        }
    }

    /// Raises `signal` on this thread with it unblocked (Dispatch's threads block most signals).
    private static func raiseUnblocked(_ signal: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
    }
}
