import BenchKit

/// `floor.call`: the least any store must do, with no library at all.
@MainActor
enum FloorScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [floorCall] }

    /// The same reducer, an `@inline(never)` `(inout State, Action)` function, called with the
    /// same enum action in a plain loop on a local `var state` (the standard 1,000-element state).
    static var floorCall: Scenario {
        Scenario(
            name: "floor.call",
            summary: "bare loop calling the @inline(never) reducer on a local var (no library)",
            size: 10_000_000, quickSize: 10_000
        ) { size, blackhole in
            var state = BenchState()
            let action = blackhole.opaque(BenchAction.increment)
            let stopwatch = Stopwatch()
            for _ in 0..<size { benchReduce(&state, action) }
            let sample = Sample(elapsed: stopwatch.elapsed, operations: size)
            blackhole.consume(state.count &+ state.items.count)
            return sample
        }
    }
}
