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
            return BenchStores.timeSends(
                .increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
        }
    }

    static var tenSelectors: Scenario {
        Scenario(
            name: "dispatch.10selectors",
            summary: "the same with 10 subscribers selecting the counter (all notified each time)",
            baseline: "floor.call", target: PerformanceTarget(maxRatio: 60),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeWithSubscribers(10, selecting: .counter, size: size, blackhole: blackhole)
        }
    }

    static var tenSelectorsUnchanged: Scenario {
        Scenario(
            name: "dispatch.10selectors.unchanged",
            summary: "the same with 10 subscribers selecting a value that never changes",
            baseline: "floor.call",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeWithSubscribers(10, selecting: .echoes, size: size, blackhole: blackhole)
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
            let second = Store(name: "second", initialState: 0, waitFor: [first]) {
                (total: inout Int, _: BenchAction) in
                total = first.state.count
            }
            let third = Store(name: "third", initialState: 0, waitFor: [second]) { (total: inout Int, _: BenchAction) in
                total = second.state + 1
            }
            let dispatcher = Dispatcher<BenchAction>()
            try dispatcher.register(third, second, first)
            let sample = BenchStores.timeSends(
                .increment, count: size, to: dispatcher, store: first, blackhole: blackhole)
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
            let sample = BenchStores.timeSends(
                .increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
            blackhole.consume(any: token)
            return sample
        }
    }

    /// What the subscribers of a scenario select.
    enum Selection {
        /// The counter, which every `.increment` changes.
        case counter
        /// The echo count, which `.increment` never changes.
        case echoes
    }

    /// Times `.increment` sends to one standard store with `count` subscribers.
    ///
    /// Each subscriber is written as an app would: `store.subscribe({ $0.count }) { ... }`, with
    /// the selector and the handler as closure literals at the call.
    static func timeWithSubscribers(
        _ count: Int, selecting selection: Selection, size: Int, blackhole: Blackhole, itemCount: Int = 1_000
    ) throws -> Sample {
        let (dispatcher, stores) = try BenchStores.dispatcher(itemCount: itemCount)
        let store = stores[0]
        let counter = NotificationCounter()
        let tokens = (0..<count).map { _ in
            switch selection {
            case .counter: store.subscribe({ $0.count }) { value in counter.calls &+= value & 1 }
            case .echoes: store.subscribe({ $0.echoes }) { value in counter.calls &+= value & 1 }
            }
        }
        let sample = BenchStores.timeSends(.increment, count: size, to: dispatcher, store: store, blackhole: blackhole)
        blackhole.consume(counter.calls)
        blackhole.consume(any: tokens)
        return sample
    }
}
