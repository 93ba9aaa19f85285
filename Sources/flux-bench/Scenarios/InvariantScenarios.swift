import BenchKit
import Flux

/// What store invariants cost per action: `dispatch.0subs` with a store that declares three.
/// Debug builds check them after every action; release builds never evaluate them, so there
/// the ratio to `dispatch.0subs` is the zero cost the design promises.
@MainActor
enum InvariantScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [threeInvariants] }

    static var threeInvariants: Scenario {
        Scenario(
            name: "dispatch.invariants",
            summary: "dispatch.0subs with a store declaring 3 invariants (checked only in debug builds)",
            baseline: "dispatch.0subs",
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            let store = Store(
                name: "bench0", initialState: BenchState(itemCount: 1_000),
                invariants: [
                    Invariant("count is not negative", fields: ["count": \.count]) { $0.count >= 0 },
                    Invariant("echoes are not negative", fields: ["echoes": \.echoes]) { $0.echoes >= 0 },
                    Invariant("items are kept", fields: ["items": \.items.count]) { !$0.items.isEmpty },
                ],
                reducer: benchReduce)
            let dispatcher = Dispatcher<BenchAction>()
            try dispatcher.register(store)
            return BenchStores.timeSends(.increment, count: size, to: dispatcher, store: store, blackhole: blackhole)
        }
    }
}
