import BenchKit
import Flux

/// How the cost of one dispatch grows with the number of stores, of subscribers, and with the
/// size of the state (three sizes each; each curve's ratios are against its smallest size).
@MainActor
enum ScaleScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] {
        [1, 10, 100].map(stores) + [1, 10, 100].map(subscribers)
            + [(1_000, "1k"), (100_000, "100k"), (1_000_000, "1m")].map { state($0, label: $1) }
    }

    /// `count` independent standard stores, no subscribers.
    static func stores(_ count: Int) -> Scenario {
        point(
            of: "stores", "\(count)", first: "1",
            summary: "send(.increment) reduced by \(count) store(s) of the standard state, no subscribers"
        ) { size, blackhole in
            let (dispatcher, stores) = try BenchStores.dispatcher(storeCount: count)
            return BenchStores.timeSends(
                .increment, count: size, to: dispatcher, store: stores[0], blackhole: blackhole)
        }
    }

    /// One standard store with `count` subscribers selecting the counter (all notified).
    static func subscribers(_ count: Int) -> Scenario {
        point(
            of: "subscribers", "\(count)", first: "1",
            summary: "send(.increment) to one store with \(count) subscriber(s) selecting the counter"
        ) { size, blackhole in
            try DispatchScenarios.timeWithSubscribers(count, selecting: .counter, size: size, blackhole: blackhole)
        }
    }

    /// One store whose array holds `itemCount` numbers, with one subscriber selecting the counter.
    static func state(_ itemCount: Int, label: String) -> Scenario {
        point(
            of: "state", label, first: "1k",
            summary: "send(.increment) to one store holding \(NumberFormatting.grouped(itemCount)) numbers, "
                + "1 subscriber selecting the counter"
        ) { size, blackhole in
            try DispatchScenarios.timeWithSubscribers(
                1, selecting: .counter, size: size, blackhole: blackhole, itemCount: itemCount)
        }
    }

    /// The point `label` of a curve, `scale.<curve>.<label>`: measured against the curve's first
    /// point, `first`, which is measured against the floor; 100,000 sends (`--quick`: 1,000).
    static func point(
        of curve: String, _ label: String, first: String, summary: String, body: @escaping Scenario.Body
    ) -> Scenario {
        Scenario(
            name: "scale.\(curve).\(label)", summary: summary,
            baseline: label == first ? "floor.call" : "scale.\(curve).\(first)",
            size: 100_000, quickSize: 1_000, body: body)
    }
}
