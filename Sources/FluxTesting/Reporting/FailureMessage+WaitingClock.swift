extension FailureMessage {
    /// A test clock of the test store with sleeps waiting on it, described for messages.
    struct WaitingClock: Equatable {
        /// How the test reaches the clock: `clock` when the test store knows one clock,
        /// `clocks[1]` when it knows several.
        let name: String
        /// How many sleeps are waiting.
        let sleepers: Int
        /// The earliest deadline among them.
        let earliest: TestClock.Instant
        /// The clock's current instant.
        let now: TestClock.Instant

        /// The clock's state, or nil when no sleep waits on it.
        /// - Parameters:
        ///   - clock: the clock.
        ///   - index: its place in the test store's `clocks`.
        ///   - count: how many clocks the test store knows.
        init?(_ clock: TestClock, index: Int, of count: Int) {
            let deadlines = clock.pendingDeadlines
            guard let earliest = deadlines.first else { return nil }
            self.init(
                name: count == 1 ? "clock" : "clocks[\(index)]", sleepers: deadlines.count, earliest: earliest,
                now: clock.now)
        }

        init(name: String, sleepers: Int, earliest: TestClock.Instant, now: TestClock.Instant) {
            self.name = name
            self.sleepers = sleepers
            self.earliest = earliest
            self.now = now
        }

        /// `1 sleep is waiting on it, due at 300 ms (the clock is at 0 s)`.
        var waiting: String {
            let count = sleepers == 1 ? "1 sleep is" : "\(sleepers) sleeps are"
            let due = sleepers == 1 ? "due" : "the earliest due"
            return "\(count) waiting on it, \(due) at \(DurationText.of(earliest.offset)) "
                + "(the clock is at \(DurationText.of(now.offset)))"
        }

        /// `await clock.advance(by: .milliseconds(300))`, and `clock.run()` too for several sleeps.
        var call: String {
            let advance = "await \(name).advance(by: \(DurationText.swiftLiteral(now.duration(to: earliest))))"
            return sleepers == 1 ? advance : "\(advance) (the earliest) or await \(name).run() (all)"
        }
    }

    /// The Fix line of a `receive` that timed out while `clocks` had sleeps waiting.
    static func advanceClocksFix(_ clocks: [WaitingClock]) -> String {
        if clocks.count == 1, let clock = clocks.first {
            let subject = clock.name == "clock" ? "the test clock" : "the test clock \(clock.name)"
            return "Fix: advance \(subject) before this receive, e.g. \(clock.call): \(clock.waiting)."
        }
        let each = clocks.map { "\($0.name): \($0.waiting), e.g. \($0.call)" }
        return "Fix: advance the test clocks before this receive; "
            + each.joined(separator: "; ") + "."
    }
}
