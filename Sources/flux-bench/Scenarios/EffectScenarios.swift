import BenchKit
import Flux

/// Effects: async work off the main actor whose action comes back to the dispatcher.
@MainActor
enum EffectScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [roundTrip] }

    /// A chain of round trips: each delivered action makes the middleware start the next effect,
    /// so one `settle()` at the end waits for all of them.
    static var roundTrip: Scenario {
        Scenario(
            name: "effect.roundtrip",
            summary: "start an effect that sends one action back, reduce it, repeat (chained via middleware)",
            baseline: "dispatch.0subs",
            size: 10_000, quickSize: 200
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher()
            dispatcher.addMiddleware(RoundTripMiddleware())
            let stopwatch = Stopwatch()
            dispatcher.send(.roundTrip(remaining: size))
            await dispatcher.settle()
            let sample = Sample(elapsed: stopwatch.elapsed, operations: size)
            blackhole.consume(stores[0].state.count)
            return sample
        }
    }
}

/// After each `.roundTrip(remaining:)` with work left, starts an effect that sends the next one.
struct RoundTripMiddleware: Middleware {
    func after(_ action: BenchAction, dispatcher: Dispatcher<BenchAction>) {
        guard case .roundTrip(let remaining) = action, remaining > 0 else { return }
        dispatcher.run { send in await send(.roundTrip(remaining: remaining - 1)) }
    }
}
