/// How every diff of the package lines up the elements of two arrays: FluxTesting's `ValueDiff`
/// (a test's expected and actual states), ``ActionLogJSON/differences(from:to:limit:)`` (a log's
/// recorded and replayed states) and the inspector page's Diff tab (`expand` in `states.js`, which
/// mirrors this file step for step). `Tests/DiffParity/array-differences.json` holds the cases all
/// three must agree on.
///
/// Arrays of the same length are compared index by index. Arrays whose lengths differ are lined
/// up by their longest common subsequence, so an element inserted at the front shows as one
/// insertion, not as every element changed; unmatched removals and insertions between two
/// matches are paired up as changes, in order. A change is reported at its index in the second
/// array, an insertion at its index there, a removal at its index in the first.
package enum SequenceAlignment {
    /// One step of the alignment.
    package enum Step: Equatable, Sendable {
        /// `expected[e]` equals `actual[a]`.
        case same(Int, Int)
        /// `expected[e]` is compared with `actual[a]`, element by element (index by index, they
        /// may also be equal).
        case changed(Int, Int)
        /// `expected[e]` is not in `actual`.
        case removed(Int)
        /// `actual[a]` is not in `expected`.
        case inserted(Int)
    }

    /// Arrays whose lengths differ are lined up only when the product of their lengths stays
    /// within this; longer ones are compared index by index.
    package static let alignmentLimit = 1_000_000

    /// The steps that compare an array of `expected` elements with one of `actual` elements: index
    /// by index when the lengths are equal or their product is over ``alignmentLimit`` (then the
    /// elements past the shorter one are removed or inserted), else ``align(count:_:equal:)``.
    /// - Parameters:
    ///   - expected: the first array's length.
    ///   - actual: the second array's length.
    ///   - equal: whether `expected[e]` equals `actual[a]`; called only for lined-up arrays.
    /// - Returns: the steps, in the order the differences are reported.
    package static func steps(count expected: Int, _ actual: Int, equal: (Int, Int) -> Bool) -> [Step] {
        guard expected != actual, expected * actual <= alignmentLimit else {
            let common = min(expected, actual)
            return (0..<common).map { Step.changed($0, $0) } + (common..<expected).map(Step.removed)
                + (common..<actual).map(Step.inserted)
        }
        return align(count: expected, actual, equal: equal)
    }

    /// Aligns `expected` with `actual` using `equal`; unmatched removals and insertions between
    /// two matches are paired up as changes, in order.
    package static func align(count expected: Int, _ actual: Int, equal: (Int, Int) -> Bool) -> [Step] {
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
