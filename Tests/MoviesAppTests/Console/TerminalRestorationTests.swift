import Testing

@testable import flux_movies

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handlers that restore the terminal: installed once, for the platform's signals.
@MainActor
@Suite struct TerminalRestorationTests {
    @Test func aSecondInstallKeepsTheActionsFromBeforeTheFirst() {
        TerminalRestoration.install()
        TerminalRestoration.install()

        // Ours is installed for SIGTERM; the action saved for it must still be the one from
        // before (installing twice would save ours, and a SIGTERM would re-raise itself forever).
        var current = sigaction()
        sigaction(SIGTERM, nil, &current)
        let installed = Self.handlerAddress(current)
        let saved = Self.handlerAddress(TerminalRestoration.previous[Int(SIGTERM)])
        #expect(installed != 0)
        #expect(saved != installed)
    }

    @Test func theSavedActionsCoverEveryHandledSignal() {
        #expect(TerminalRestoration.signalCount == Int(NSIG))
        #expect(TerminalRestoration.signals.allSatisfy { $0 > 0 && Int($0) < TerminalRestoration.signalCount })
    }

    /// The address of an action's handler (0 for `SIG_DFL`).
    private static func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }
}
