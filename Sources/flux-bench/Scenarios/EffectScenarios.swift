import BenchKit
import Flux

/// Effects: async work off the main actor whose action comes back to the dispatcher.
@MainActor
enum EffectScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [floor, roundTrip] }

    /// The least an effect can cost with no library: a detached task that hops to the main
    /// actor once, where the next one is started; 10,000 in a chain.
    static var floor: Scenario {
        Scenario(
            name: "effect.floor",
            summary: "a detached task that hops to the main actor once, which starts the next (no library)",
            size: 10_000, quickSize: 200
        ) { size, blackhole in
            let chain = FloorChain()
            return await blackhole.timedAsync(operations: size) {
                await withCheckedContinuation { continuation in
                    chain.start(remaining: size, done: continuation)
                }
                return chain.hops
            }
        }
    }

    /// A chain of round trips: each delivered action makes the middleware start the next effect,
    /// so one `settle()` at the end waits for all of them.
    static var roundTrip: Scenario {
        Scenario(
            name: "effect.roundtrip",
            summary: "start an effect that sends one action back, reduce it, repeat (chained via middleware)",
            baseline: "effect.floor", target: PerformanceTarget(maxRatio: 1.3),
            size: 10_000, quickSize: 200
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher(middleware: [RoundTripMiddleware()])
            return await blackhole.timedAsync(operations: size) {
                dispatcher.send(.roundTrip(remaining: size))
                await dispatcher.effects.settle()
                return stores[0].state.count
            }
        }
    }
}

/// After each `.roundTrip(remaining:)` with work left, starts an effect that sends the next one.
struct RoundTripMiddleware: Middleware {
    func after(_ action: BenchAction, dispatcher: Dispatcher<BenchAction>) {
        guard case .roundTrip(let remaining) = action, remaining > 0 else { return }
        dispatcher.effects.run { send in await send(.roundTrip(remaining: remaining - 1)) }
    }
}

/// `effect.floor`'s chain: each link is a detached task whose one main-actor hop starts the next.
@MainActor
final class FloorChain {
    /// Main-actor hops made so far.
    var hops = 0

    /// Starts the next link, or resumes `done` when none is left.
    func start(remaining: Int, done: CheckedContinuation<Void, Never>) {
        guard remaining > 0 else { return done.resume() }
        Task.detached {
            await self.arrive(remaining: remaining - 1, done: done)
        }
    }

    private func arrive(remaining: Int, done: CheckedContinuation<Void, Never>) {
        hops += 1
        start(remaining: remaining, done: done)
    }
}
