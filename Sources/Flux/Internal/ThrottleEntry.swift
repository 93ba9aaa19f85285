/// What a dispatcher remembers of one throttle id between calls (main actor).
///
/// `window` ends `interval` after the last run; a call before it is held in `held` (the latest
/// or the first, as the call asks) and run by the `trailing` effect when the window ends. The
/// effect takes the call from `held` on its own thread; ``settled()`` brings the entry up to
/// date with that on the main actor.
struct ThrottleEntry<Action: Sendable> {
    /// The clock of the call that opened the window; the next window is measured on it.
    let clock: any Clock<Duration>
    /// The least time between two runs.
    let interval: Duration
    /// When the interval after the last run ends.
    var window: ClockDeadline
    /// The call held until the window ends, if any.
    var held: HeldThrottleCall<Action>?
    /// The effect that waits for the window to end and runs `held`, if one is started.
    var trailing: EffectInfo?

    /// A window opened by a run now.
    init(clock: any Clock<Duration>, interval: Duration) {
        self.clock = clock
        self.interval = interval
        self.window = ClockDeadline(clock, after: interval)
    }

    /// Whether a call now runs at once: no run is held and the window has ended.
    var isOpen: Bool { trailing == nil && window.isReached() }

    /// The entry once the held call's effect took it: no call held, no trailing effect, and the
    /// window its run opened.
    func settled() -> ThrottleEntry {
        guard let held else { return self }
        let (isTaken, nextWindow) = held.nextWindow
        guard isTaken else { return self }
        var entry = self
        entry.held = nil
        entry.trailing = nil
        if let nextWindow { entry.window = nextWindow }
        return entry
    }
}
