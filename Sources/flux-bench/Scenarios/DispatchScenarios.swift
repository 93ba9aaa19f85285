import BenchKit
import Flux

/// The synchronous dispatch path: one store with and without subscribers, a `waitFor` chain,
/// and re-entrant sends.
@MainActor
enum DispatchScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] {
        [zeroSubscribers, tenSelectors, tenSelectorsUnchanged, threeStoresWaitFor, reentrant]
    }

    static var zeroSubscribers: Scenario {
        Scenario(
            name: "dispatch.0subs",
            summary: "send(.increment) to one store (counter + 1,000-element array), no subscribers",
            baseline: "floor.call", target: PerformanceTarget(maxRatio: 25),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher()
            return BenchStores.timeSends(.increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
        }
    }

    static var tenSelectors: Scenario {
        Scenario(
            name: "dispatch.10selectors",
            summary: "the same with 10 subscribers selecting the counter (all notified each time)",
            baseline: "floor.call", target: PerformanceTarget(maxRatio: 60),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeWithSubscribers(10, selecting: { $0.count }, size: size, blackhole: blackhole)
        }
    }

    static var tenSelectorsUnchanged: Scenario {
        Scenario(
            name: "dispatch.10selectors.unchanged",
            summary: "the same with 10 subscribers selecting a value that never changes",
            baseline: "floor.call",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeWithSubscribers(10, selecting: { $0.echoes }, size: size, blackhole: blackhole)
        }
    }

    static var threeStoresWaitFor: Scenario {
        Scenario(
            name: "dispatch.3stores.waitFor",
            summary: "three stores, each waiting for the previous and reading its state",
            baseline: "floor.call",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let first = Store(name: "first", initialState: BenchState(), reducer: benchReduce)
            let second = Store(name: "second", initialState: 0, waitFor: [first]) { (total: inout Int, _: BenchAction) in
                total = first.state.count
            }
            let third = Store(name: "third", initialState: 0, waitFor: [second]) { (total: inout Int, _: BenchAction) in
                total = second.state + 1
            }
            let dispatcher = Dispatcher<BenchAction>()
            try dispatcher.register(third, second, first)
            let sample = BenchStores.timeSends(.increment, count: size, to: dispatcher, store: first, blackhole: blackhole)
            blackhole.consume(third.state)
            return sample
        }
    }

    static var reentrant: Scenario {
        Scenario(
            name: "dispatch.reentrant",
            summary: "send(.increment) whose subscriber sends a follow-up .echo (queued, then reduced)",
            baseline: "floor.call",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher()
            let token = stores[0].subscribe({ $0.count }) { [unowned dispatcher] _ in dispatcher.send(.echo) }
            let sample = BenchStores.timeSends(.increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
            blackhole.consume(any: token)
            return sample
        }
    }

    /// Times `.increment` sends to one standard store with `count` subscribers using `select`.
    static func timeWithSubscribers(
        _ count: Int, selecting select: @escaping (BenchState) -> Int, size: Int, blackhole: Blackhole,
        itemCount: Int = 1_000
    ) throws -> Sample {
        let (dispatcher, stores) = try BenchStores.dispatcher(itemCount: itemCount)
        let counter = NotificationCounter()
        let tokens = (0..<count).map { _ in
            stores[0].subscribe(select) { value in counter.calls &+= value & 1 }
        }
        let sample = BenchStores.timeSends(.increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
        blackhole.consume(counter.calls)
        blackhole.consume(any: tokens)
        return sample
    }
}
