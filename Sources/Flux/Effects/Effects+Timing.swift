extension Effects {
    /// Starts an effect that runs `operation` once `duration` has passed on `clock` with no other
    /// call for the same `id`: each call cancels the one still waiting (or running) and starts
    /// over.
    ///
    /// The quiet period starts at the call. The effect is an ordinary effect with `id`:
    /// ``cancel(id:)`` stops it, and it is in flight (``inFlight``) while it waits. Inject the clock so that tests control time (FluxTesting's `TestClock`).
    ///
    /// ```swift
    /// dispatcher.effects.debounce(id: SearchID.query, for: .milliseconds(300), clock: clock) { send in
    ///     await send(.searched(query))
    /// }
    /// ```
    /// - Parameters:
    ///   - id: identifies the debounced work; calls with the same id replace each other.
    ///   - duration: how long no other call must come before `operation` runs.
    ///   - clock: the clock that measures `duration` (default: `ContinuousClock()`).
    ///   - priority: the task priority.
    ///   - operation: the work, given a ``Send`` for delivering actions.
    /// - Returns: the effect's description.
    @discardableResult
    public func debounce(
        id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration> = ContinuousClock(),
        priority: TaskPriority? = nil, _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        let deadline = ClockDeadline(clock, after: duration)
        return run(id: id, cancelInFlight: true, priority: priority) { send in
            guard (try? await deadline.sleep()) != nil, !Task.isCancelled else { return }
            await operation(send)
        }
    }

    /// Runs `operation` at once, then at most once per `interval` on `clock` for the same `id`.
    ///
    /// The first call runs at once (as an effect with `id`). A call within `interval` of the last
    /// run is held and runs when the interval ends; while one is held, later calls replace it
    /// (`latest: true`) or are dropped (`latest: false`, the first one is kept). The held call
    /// waits in an effect with `id`, so ``cancel(id:)`` drops it and cancels a running
    /// one; the interval since the last run still applies to the next call. An id whose interval
    /// has ended with nothing held is forgotten at the next call of `throttle` (any id), so the
    /// dispatcher remembers only the ids whose interval is still open.
    ///
    /// ```swift
    /// dispatcher.effects.throttle(id: "progress", for: .seconds(1), clock: clock, latest: true) { send in
    ///     await send(.progress(percent))
    /// }
    /// ```
    /// - Parameters:
    ///   - id: identifies the throttled work.
    ///   - interval: the least time between two runs.
    ///   - clock: the clock that measures `interval` (default: `ContinuousClock()`).
    ///   - latest: whether a held call is replaced by later ones (true) or kept (false).
    ///   - priority: the task priority.
    ///   - operation: the work, given a ``Send`` for delivering actions.
    /// - Returns: the effect that runs `operation` or waits to run it; nil when the call was
    ///   dropped or replaced a call already held (that effect is then the one returned before).
    @discardableResult
    public func throttle(
        id: some Hashable & Sendable, for interval: Duration, clock: any Clock<Duration> = ContinuousClock(),
        latest: Bool, priority: TaskPriority? = nil, _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo? {
        let key = AnyHashable(id)
        forgetEndedThrottles()
        guard var entry = liveThrottle(key), !entry.isOpen else {
            dispatcher.throttles[key] = ThrottleEntry(clock: clock, interval: interval)
            return run(id: id, priority: priority, operation)
        }
        if let held = entry.held, held.offer(operation, replacing: latest) {
            // The held run's actions are caused by the call whose work it runs.
            if latest, let trailing = entry.trailing { dispatcher.setCauseToDispatching(ofEffect: trailing.token) }
            dispatcher.throttles[key] = entry
            return nil
        }
        // Nothing held, or the held call was taken as this call came: hold this one in a new run.
        entry = entry.settled()
        let held = HeldThrottleCall(operation, clock: entry.clock, interval: entry.interval)
        entry.held = held
        let started = runHeldThrottle(id: id, held: held, after: entry.window, priority: priority)
        entry.trailing = started
        dispatcher.throttles[key] = entry
        return started
    }

    /// Removes the ids whose window has ended with no call held (or whose held call's effect was
    /// cancelled): for them a call runs at once, as for an id never seen (issue 32: the table
    /// was never pruned, one entry per id ever throttled).
    func forgetEndedThrottles() {
        guard !dispatcher.throttles.isEmpty else { return }
        var inFlight: [EffectInfo]?
        var ended: [AnyHashable] = []
        for (key, stored) in dispatcher.throttles {
            let entry = stored.settled()
            guard entry.window.isReached() else { continue }
            if let trailing = entry.trailing {
                let running = inFlight ?? self.inFlight
                inFlight = running
                if running.contains(trailing) { continue }
            }
            ended.append(key)
        }
        for key in ended { dispatcher.throttles[key] = nil }
    }

    /// The throttle state of `key`, without a held call taken or whose effect was cancelled.
    private func liveThrottle(_ key: AnyHashable) -> ThrottleEntry<Action>? {
        guard var entry = dispatcher.throttles[key]?.settled() else { return nil }
        if let trailing = entry.trailing, !inFlight.contains(trailing) {
            entry.trailing = nil
            entry.held = nil
        }
        return entry
    }

    /// Starts the effect that waits for the window to end and runs the held call, which it takes
    /// on its own thread (no hop to the main actor).
    private func runHeldThrottle(
        id: some Hashable & Sendable, held: HeldThrottleCall<Action>, after window: ClockDeadline,
        priority: TaskPriority?
    ) -> EffectInfo {
        run(id: id, priority: priority) { send in
            guard (try? await window.sleep()) != nil, !Task.isCancelled, let operation = held.take() else { return }
            await operation(send)
        }
    }
}
