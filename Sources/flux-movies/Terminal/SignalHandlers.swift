import Dispatch

/// Signal handlers on the main queue that are in place before the console shows its prompt.
///
/// A dispatch source starts receiving its signal only once the system has registered it, which
/// happens on another thread some time after `resume()`. A signal sent in between is lost:
/// SIGWINCH and SIGCONT are ignored by default, and SIGTSTP stops the process with the terminal
/// left in raw mode. So ``install(_:)`` returns only when every source is registered, and the
/// console prints its prompt after that: a window resized, or Ctrl-Z pressed, as soon as the
/// prompt shows is handled.
@MainActor
struct SignalHandlers {
    private let sources: [any DispatchSourceSignal]

    /// Installs a source for each signal, its handler run on the main actor; returns once every
    /// source receives its signal.
    static func install(_ handlers: [(signal: Int32, handle: @MainActor () -> Void)]) async -> SignalHandlers {
        let sources = handlers.map { signal, handle in
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handle() } }
            return source
        }
        let waiting = Countdown(count: sources.count)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiting.done = { continuation.resume() }
            for source in sources {
                source.setRegistrationHandler { MainActor.assumeIsolated { waiting.countDown() } }
                source.resume()
            }
            if sources.isEmpty { waiting.done?() }
        }
        return SignalHandlers(sources: sources)
    }

    /// Stops every handler; signals then take their default action again.
    func cancel() {
        sources.forEach { $0.cancel() }
    }
}

/// Counts registrations down to zero on the main actor, then calls ``done`` once.
@MainActor
private final class Countdown {
    private var count: Int
    var done: (() -> Void)?

    init(count: Int) {
        self.count = count
    }

    func countDown() {
        count -= 1
        guard count == 0 else { return }
        done?()
        done = nil
    }
}
