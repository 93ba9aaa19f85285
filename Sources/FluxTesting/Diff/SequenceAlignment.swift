/// Lines up two sequences by their longest common subsequence, for diffing collections whose
/// lengths differ (so an element inserted at the front shows as one insertion, not as every
/// element changed).
enum SequenceAlignment {
    /// One step of the alignment.
    enum Step: Equatable {
        /// `expected[e]` equals `actual[a]`.
        case same(Int, Int)
        /// `expected[e]` was replaced by `actual[a]`.
        case changed(Int, Int)
        /// `expected[e]` is not in `actual`.
        case removed(Int)
        /// `actual[a]` is not in `expected`.
        case inserted(Int)
    }

    /// Aligns `expected` with `actual` using `equal`; unmatched removals and insertions between
    /// two matches are paired up as changes, in order.
    static func align(count expected: Int, _ actual: Int, equal: (Int, Int) -> Bool) -> [Step] {
        let table = lengths(expected, actual, equal: equal)
        var steps: [Step] = []
        var removed: [Int] = []
        var inserted: [Int] = []
        var (e, a) = (0, 0)
        while e < expected || a < actual {
            if e < expected, a < actual, equal(e, a) {
                steps += paired(&removed, &inserted)
                steps.append(.same(e, a))
                e += 1
                a += 1
            } else if a < actual, e == expected || table[e][a + 1] >= table[e + 1][a] {
                inserted.append(a)
                a += 1
            } else {
                removed.append(e)
                e += 1
            }
        }
        return steps + paired(&removed, &inserted)
    }

    /// `table[e][a]` is the length of the longest common subsequence of the suffixes from `e`, `a`.
    private static func lengths(_ expected: Int, _ actual: Int, equal: (Int, Int) -> Bool) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: actual + 1), count: expected + 1)
        for e in stride(from: expected - 1, through: 0, by: -1) {
            for a in stride(from: actual - 1, through: 0, by: -1) {
                table[e][a] = equal(e, a) ? table[e + 1][a + 1] + 1 : max(table[e + 1][a], table[e][a + 1])
            }
        }
        return table
    }

    private static func paired(_ removed: inout [Int], _ inserted: inout [Int]) -> [Step] {
        let pairs = min(removed.count, inserted.count)
        var steps = (0..<pairs).map { Step.changed(removed[$0], inserted[$0]) }
        steps += removed.dropFirst(pairs).map(Step.removed)
        steps += inserted.dropFirst(pairs).map(Step.inserted)
        removed.removeAll()
        inserted.removeAll()
        return steps
    }
}
