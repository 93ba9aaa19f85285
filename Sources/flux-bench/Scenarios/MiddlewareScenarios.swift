import BenchKit
import Flux

/// Dispatch through middleware that does nothing: the price of the hooks themselves.
@MainActor
enum MiddlewareScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [threeNoop, threePassThrough] }

    /// Middleware that keep the protocol's default hooks (the dispatcher learns they are
    /// defaults on the first action and stops calling them).
    static var threeNoop: Scenario {
        Scenario(
            name: "middleware.3noop",
            summary: "dispatch.0subs through three middlewares with default (no-op) before/after",
            baseline: "dispatch.0subs", target: PerformanceTarget(maxRatio: 1.5),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeSends(through: (0..<3).map { _ in NoopMiddleware() }, size: size, blackhole: blackhole)
        }
    }

    /// The same with hooks that are implemented but do nothing: what each hook call costs.
    static var threePassThrough: Scenario {
        Scenario(
            name: "middleware.3passthrough",
            summary: "dispatch.0subs through three middlewares implementing before/after as no-ops",
            baseline: "dispatch.0subs",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeSends(through: (0..<3).map { _ in PassThroughMiddleware() }, size: size, blackhole: blackhole)
        }
    }

    /// Times `.increment` sends to one standard store through `middlewares`.
    static func timeSends(
        through middlewares: [some Middleware<BenchAction>], size: Int, blackhole: Blackhole
    ) throws -> Sample {
        let (dispatcher, stores) = try BenchStores.dispatcher(middleware: middlewares)
        return BenchStores.timeSends(.increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
    }
}

/// A middleware that keeps the protocol's default hooks: lets everything through, does nothing.
struct NoopMiddleware: Middleware {
    typealias Action = BenchAction
}

/// A middleware that implements both hooks, doing nothing in them (they are called every time).
struct PassThroughMiddleware: Middleware {
    func before(_ action: BenchAction, dispatcher: Dispatcher<BenchAction>) -> MiddlewareDecision<BenchAction> {
        .proceed
    }

    func after(_ action: BenchAction, dispatcher: Dispatcher<BenchAction>) {}
}
