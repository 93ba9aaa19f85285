/// A small deterministic random generator (SplitMix64): the same seed gives the same numbers on
/// every run, machine and toolchain, so what is drawn from it can be replayed from its seed.
///
/// The one seeded generator of the package: BenchKit's `SeededGenerator` (the benchmarks'
/// fixtures, the tests' random actions and sessions) is this type, and FluxExploration's
/// `ExplorationRandom` draws its bits from one. Package-only, no dependencies; a prefixed module
/// name, since it ships inside the FluxExploration product and must not clash with an app's.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
