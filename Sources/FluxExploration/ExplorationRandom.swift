import FluxSeededRandom

/// The explorer's seeded random source (SplitMix64): the same seed gives the same numbers on
/// every run and machine, and every choice of an exploration (which rule, which payload, which
/// effect job runs, how far the clock moves) is drawn from one.
///
/// `SystemRandomNumberGenerator` cannot be seeded, and the standard library's `random(in:using:)`
/// algorithms may change between toolchains; ``int(below:)`` is this type's own, so that a seed
/// written in a test finds the same sequence with any toolchain.
public struct ExplorationRandom: RandomNumberGenerator, Sendable {
    /// The package's one SplitMix64 generator, which every number drawn here comes from.
    private var bits: SplitMix64

    /// A source whose numbers are fixed by `seed`.
    public init(seed: UInt64) {
        bits = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        bits.next()
    }

    /// A number in `0..<bound` (0 when `bound` is 0 or less), from the high bits of a product
    /// (Lemire's multiply-shift, without the rejection step: the bias is below 2^-40 for the
    /// small bounds an explorer draws).
    public mutating func int(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range` (its lower bound when empty).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// True with probability `percent` / 100.
    public mutating func chance(percent: Int) -> Bool {
        int(below: 100) < percent
    }

    /// An index of `weights` picked with probability proportional to its weight; nil when no
    /// weight is positive.
    public mutating func pick(weights: [Int]) -> Int? {
        let total = weights.reduce(0) { $0 + max($1, 0) }
        guard total > 0 else { return nil }
        var remaining = int(below: total)
        for (index, weight) in weights.enumerated() where weight > 0 {
            if remaining < weight { return index }
            remaining -= weight
        }
        return nil
    }

    /// A letter string of `length` letters from `alphabet` (empty when the alphabet is).
    public mutating func string(length: Int, alphabet: [Character]) -> String {
        guard !alphabet.isEmpty else { return "" }
        return String((0..<max(length, 0)).map { _ in alphabet[int(below: alphabet.count)] })
    }
}
