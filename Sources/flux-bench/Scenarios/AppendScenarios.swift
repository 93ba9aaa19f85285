import BenchKit
import Flux

/// A reducer that appends to an array in state, 100,000 times: is the cost per dispatch constant?
///
/// Both scenarios run the same 100,000 dispatches from an empty array; one times the first 10%,
/// the other the last 10% (the 90% before it run untimed).
@MainActor
enum AppendScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [first10Percent, last10Percent] }

    static var first10Percent: Scenario {
        Scenario(
            name: "dispatch.append.first10pct",
            summary: "send(.append) while the array grows from 0 to 10% of 100,000 elements",
            baseline: "floor.call",
            size: 100_000, quickSize: 1_000
        ) { size, blackhole in
            try timeAppends(total: size, timed: 0..<(size / 10), blackhole: blackhole)
        }
    }

    static var last10Percent: Scenario {
        Scenario(
            name: "dispatch.append.last10pct",
            summary: "send(.append) while the array grows from 90% to 100% of 100,000 elements",
            baseline: "dispatch.append.first10pct", target: PerformanceTarget(maxRatio: 1.5),
            size: 100_000, quickSize: 1_000
        ) { size, blackhole in
            try timeAppends(total: size, timed: (size - size / 10)..<size, blackhole: blackhole)
        }
    }

    /// Appends `0..<total` through a fresh store (empty array) and times the appends in `timed`.
    static func timeAppends(total: Int, timed: Range<Int>, blackhole: Blackhole) throws -> Sample {
        let (dispatcher, stores) = try BenchStores.dispatcher(itemCount: 0)
        let offset = blackhole.opaque(0)
        for value in 0..<timed.lowerBound { dispatcher.send(.append(value &+ offset)) }
        let stopwatch = Stopwatch()
        for value in timed { dispatcher.send(.append(value &+ offset)) }
        let sample = Sample(elapsed: stopwatch.elapsed, operations: timed.count)
        blackhole.consume(stores[0].state.items.count)
        return sample
    }
}
