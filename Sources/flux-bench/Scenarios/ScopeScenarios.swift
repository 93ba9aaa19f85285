import BenchKit
import Flux

/// A feature's store composed into an app's dispatcher through an ``ActionScope``.
@MainActor
enum ScopeScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [scopedStore] }

    static var scopedStore: Scenario {
        Scenario(
            name: "dispatch.scoped",
            summary: "dispatch.0subs with the store's reducer over a feature action, scoped into an app action",
            baseline: "dispatch.0subs", target: PerformanceTarget(maxRatio: 1.3),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let store = Store(
                name: "bench", initialState: BenchState(), scope: BenchAppAction.benchScope, reducer: benchReduce)
            let dispatcher = Dispatcher<BenchAppAction>()
            try dispatcher.register(store)
            let action = blackhole.opaque(BenchAppAction.bench(.increment))
            let stopwatch = Stopwatch()
            for _ in 0..<size { dispatcher.send(action) }
            let sample = Sample(elapsed: stopwatch.elapsed, operations: size)
            blackhole.consume(store.state.count &+ store.state.items.count)
            return sample
        }
    }
}

/// An app action composing the benchmark's feature action with another feature.
enum BenchAppAction: Sendable, Equatable {
    /// The benchmark feature's actions.
    case bench(BenchAction)
    /// Another feature's action (never sent: the extract's other branch).
    case other(Int)

    /// The benchmark feature inside the app action.
    static let benchScope = ActionScope<BenchAppAction, BenchAction>(embed: BenchAppAction.bench) { action in
        if case .bench(let bench) = action { bench } else { nil }
    }
}
