/// The state of the benchmark stores: a counter, an array, and an echo counter.
struct BenchState: Equatable, Sendable {
    /// What `.increment` and `.roundTrip` change.
    var count = 0
    /// Payload that makes a state copy expensive; `.append` grows it.
    var items: [Int]
    /// What `.echo` changes.
    var echoes = 0

    /// A state whose array holds `itemCount` numbers (the standard state has 1,000).
    init(itemCount: Int = 1_000) {
        items = Array(0..<itemCount)
    }
}

/// The reducer of every benchmark store, and the bare function `floor.call` calls.
///
/// Never inlined, so the floor and the stores pay the same call into the same code.
@inline(never)
func benchReduce(_ state: inout BenchState, _ action: BenchAction) {
    switch action {
    case .increment, .roundTrip:
        state.count += 1
    case .append(let value):
        state.items.append(value)
    case .echo:
        state.echoes += 1
    }
}
