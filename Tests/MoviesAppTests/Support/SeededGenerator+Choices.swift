/// A small seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on
/// every run and machine, so a failing random case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    /// One of `values` (which must not be empty).
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
