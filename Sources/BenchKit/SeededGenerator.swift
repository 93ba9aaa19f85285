import FluxSeededRandom

/// The benchmarks' and tests' name for the package's one seeded generator (SplitMix64, from
/// FluxSeededRandom): the same seed gives the same numbers on every run and machine, so
/// generated sessions, jump targets and random test cases are reproducible (a failing case can
/// be replayed from its seed).
package typealias SeededGenerator = SplitMix64
