/// What a dispatcher remembers of one throttle id between calls (main actor).
///
/// `window` ends `interval` after the last run; a call before it is held in `pending` (the latest
/// or the first, as the call asks) and run by the `trailing` effect when the window ends.
struct ThrottleEntry<Action: Sendable> {
    /// The clock of the call that opened the window; the next window is measured on it.
    let clock: any Clock<Duration>
    /// The least time between two runs.
    let interval: Duration
    /// When the interval after the last run ends.
    var window: ClockDeadline
    /// The call held until the window ends, if any.
    var pending: (@Sendable (Send<Action>) async -> Void)?
    /// The effect that waits for the window to end and runs `pending`, if one is started.
    var trailing: EffectInfo?

    /// A window opened by a run now.
    init(clock: any Clock<Duration>, interval: Duration) {
        self.clock = clock
        self.interval = interval
        self.window = ClockDeadline(clock, after: interval)
    }

    /// Whether a call now runs at once: no run is held and the window has ended.
    var isOpen: Bool { trailing == nil && window.isReached() }

    /// Takes the held call, opening the next window as it runs.
    mutating func takePending() -> (@Sendable (Send<Action>) async -> Void)? {
        defer {
            pending = nil
            trailing = nil
        }
        if pending != nil { window = ClockDeadline(clock, after: interval) }
        return pending
    }
}
