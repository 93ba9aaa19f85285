import BenchKit
import Flux

/// Dispatch through middleware that does nothing: the price of the hooks themselves.
@MainActor
enum MiddlewareScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [threeNoop] }

    static var threeNoop: Scenario {
        Scenario(
            name: "middleware.3noop",
            summary: "dispatch.0subs through three middlewares with default (no-op) before/after",
            baseline: "dispatch.0subs", target: PerformanceTarget(maxRatio: 1.5),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher()
            for _ in 0..<3 { dispatcher.addMiddleware(NoopMiddleware()) }
            return BenchStores.timeSends(.increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
        }
    }
}

/// A middleware that keeps the protocol's default hooks: lets everything through, does nothing.
struct NoopMiddleware: Middleware {
    typealias Action = BenchAction
}
