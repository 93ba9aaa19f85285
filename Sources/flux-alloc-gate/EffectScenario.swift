import Flux

extension Scenarios {
    /// Effect round trips, one after the other: `run` starts an effect (a task off the main
    /// actor) that sends one action back, and `settle()` waits until it is dispatched and the
    /// effect has finished, before the next round trip starts.
    ///
    /// One at a time on purpose: when an effect's action arrives while the main actor is still
    /// draining the previous one (a chain of effects started by middleware, as in flux-bench's
    /// `effect.roundtrip`), the running drain takes it and no drain task is made, so a chain's
    /// count depends on thread timing. Waiting for each round trip makes it exact: the most a
    /// round trip makes, a drain task included. The baseline run makes one round trip, so that
    /// the task allocator's one slab for `settle()`'s frame, kept for the rest of the run, is in
    /// both runs.
    ///
    /// The 19 allocations of a round trip (each freed by its end; release build, Swift 6.3):
    /// - `run` (Dispatcher+Effects.swift): the effect closure's context (112 bytes), the context
    ///   `Task.detached` wraps it in (32), the task (304) and its allocator's first slab (1016);
    ///   `records[token]?.task = task` in `EffectTable.attach`: three coroutine frames of
    ///   Dictionary's `modify` accessor (40, 80, 216), which do not fit the caller's buffer.
    /// - `send(action)` in the effect (Send.swift): `records[token]?.postedCount += 1` in
    ///   `EffectTable.post`, the same three frames (40, 80, 216); the drain task on the main actor,
    ///   `Task { @MainActor [weak dispatcher] in ... }`: its closure's contexts (24, 48, 32), the
    ///   task (304) and its slab (1016); `Task.yield()`'s job (80).
    /// - `settle()`: the checked continuation's canary (40), the waiters' dictionary storage (104;
    ///   emptied with `removeAll()`, so made again each time), and `Array(waiters.values)` when
    ///   the effect finishes (40).
    ///
    /// libdispatch's own continuations (one per job queued, from per-thread caches) are counted
    /// apart and not checked.
    static var effectRoundTrip: AllocationScenario {
        AllocationScenario(
            name: "effect.roundTrip", unit: ("round trip", "round trips"), baseline: 1, operations: 1_000,
            expected: HeapCalls(allocations: 19, frees: 19)
        ) { n in
            let store = Store(name: "gate", initialState: GateState(), reducer: gateReduce)
            let dispatcher = Dispatcher<GateAction>()
            try dispatcher.register(store)
            for _ in 0..<10 { await roundTrip(dispatcher) }
            let calls = await HeapCounter.countingAsync {
                for _ in 0..<n { await roundTrip(dispatcher) }
            }
            withExtendedLifetime(store) {}
            return calls
        }
    }

    /// Starts an effect that sends `.increment` back and waits until it is done.
    static func roundTrip(_ dispatcher: Dispatcher<GateAction>) async {
        dispatcher.run { send in await send(.increment) }
        await dispatcher.settle()
    }
}
