import Flux

extension Scenarios {
    /// Effect round trips, one after the other: `run` starts an effect (a task off the main
    /// actor) that sends one action back, and `settle()` waits until it is dispatched and the
    /// effect has finished, before the next round trip starts.
    ///
    /// One at a time, so that each round trip is the same work: `run`, one action back, the
    /// effect's end, and a `settle()` that has to wait. The baseline run makes one round trip, so
    /// that what the first round trip makes once and keeps (the dispatcher's drain loop, the
    /// task allocator's slab for `settle()`'s frame, the waiters' dictionary storage) is in both
    /// runs.
    ///
    /// The 6 allocations of a round trip (each freed by its end; release build, Swift 6.3):
    /// - `run` (Dispatcher+Effects.swift): the effect closure's context (104 bytes), the context
    ///   `Task.detached` wraps it in (32), the task (304) and its allocator's first slab (1016).
    /// - `send(action)` in the effect (Send.swift): none. The action goes into the table's
    ///   mailbox and wakes the drain loop through an unsafe continuation (no canary); the record
    ///   is read and written back rather than changed in place, which would go through
    ///   Dictionary's `modify` coroutine and allocate its frames.
    /// - `settle()`: the checked continuation's canary (40) and `Array(waiters.values)` when the
    ///   effect finishes (40).
    ///
    /// libdispatch's own continuations (one per job queued, from per-thread caches) are counted
    /// apart and not checked.
    static var effectRoundTrip: AllocationScenario {
        AllocationScenario(
            name: "effect.roundTrip", unit: ("round trip", "round trips"), baseline: 1, operations: 1_000,
            expected: HeapCalls(allocations: 6, frees: 6)
        ) { n in
            let (store, dispatcher) = try gateStore()
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
        dispatcher.effects.run { send in await send(.increment) }
        await dispatcher.effects.settle()
    }
}
