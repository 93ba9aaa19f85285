/// The typo rules of catalog search and the edit distance that checks them.
///
/// An edit is an insertion, a deletion, a substitution or the swap of two neighbouring letters
/// (optimal string alignment distance). Words of 5 to 8 bytes allow one edit, longer words two,
/// shorter ones none.
enum TypoDistance {
    /// The edits a query word of `length` bytes may contain: 0 below 5, 1 up to 8, else 2.
    static func allowance(forLength length: Int) -> Int {
        switch length {
        case ..<5: 0
        case 5...8: 1
        default: 2
        }
    }

    /// The looser allowance of "did you mean" suggestions: 1 below 5, 2 up to 8, else 3.
    static func looseAllowance(forLength length: Int) -> Int {
        allowance(forLength: length) + 1
    }

    /// The distance between `lhs` and `rhs`, or nil when it is more than `limit`.
    static func distance(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        guard abs(lhs.count - rhs.count) <= limit else { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        let width = rhs.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            guard var previous = rows.baseAddress else { return nil }
            var current = previous + width
            var beforePrevious = current + width
            for column in 0..<width { previous[column] = column }
            for row in 1...lhs.count {
                current[0] = row
                var rowMinimum = row
                for column in 1..<width {
                    let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                    var best = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                    if row > 1 && column > 1 && lhs[row - 1] == rhs[column - 2] && lhs[row - 2] == rhs[column - 1] {
                        best = min(best, beforePrevious[column - 2] + 1)
                    }
                    current[column] = best
                    rowMinimum = min(rowMinimum, best)
                }
                if rowMinimum > limit { return nil }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            let result = previous[width - 1]
            return result <= limit ? result : nil
        }
    }

    /// ``distance(_:_:limit:)`` of two byte arrays.
    static func distance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
        lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in distance(left, right, limit: limit) }
        }
    }
}
