import BenchKit

/// The choices the random sessions make, drawn from the seeded generator so that a failing
/// random case can be replayed from its seed.
extension SeededGenerator {
    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    /// One of `values` (which must not be empty).
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
