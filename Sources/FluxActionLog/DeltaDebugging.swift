/// Delta debugging (Zeller and Hildebrandt's *ddmin*): shrinks a list to a smallest part that
/// still fails, asking a predicate about candidate parts.
///
/// The result is *1-minimal*: removing any single element from it makes the failure go away.
/// The predicate may be as slow as replaying a log in a child process: each distinct candidate
/// is asked about once (answers are cached), and the order of the elements is kept.
///
/// ```swift
/// let smallest = try DeltaDebugging.minimize(Array(1...100)) { part in
///     part.contains(17) && part.contains(42)  // "still fails?"
/// }
/// // [17, 42]
/// ```
package enum DeltaDebugging {
    /// Shrinks `elements` to a 1-minimal sublist for which `stillFails` is true.
    ///
    /// `stillFails` is assumed true for `elements` (the caller checked it) and is never asked
    /// about the whole list again.
    /// - Parameters:
    ///   - elements: the failing input, e.g. a log's actions or groups of them.
    ///   - stillFails: whether a candidate (a sublist, in the original order) fails the same way.
    /// - Returns: the smallest failing sublist found; 1-minimal.
    /// - Throws: what `stillFails` throws (the search stops).
    package static func minimize<Element, Failure: Error>(
        _ elements: [Element], stillFails: ([Element]) throws(Failure) -> Bool
    ) throws(Failure) -> [Element] {
        var answers: [[Int]: Bool] = [Array(elements.indices): true]
        func fails(_ indices: [Int]) throws(Failure) -> Bool {
            if let known = answers[indices] { return known }
            let answer = try stillFails(indices.map { elements[$0] })
            answers[indices] = answer
            return answer
        }
        func firstFailing(_ candidates: [[Int]]) throws(Failure) -> [Int]? {
            for candidate in candidates where try fails(candidate) { return candidate }
            return nil
        }
        var current = Array(elements.indices)
        var granularity = 2
        while current.count >= 2 {
            let parts = split(current, into: granularity)
            if let part = try firstFailing(parts) {
                current = part
                granularity = 2
            } else if granularity > 2, let complement = try firstFailing(complements(of: parts)) {
                current = complement
                granularity = max(granularity - 1, 2)
            } else if granularity < current.count {
                granularity = min(granularity * 2, current.count)
            } else {
                break
            }
        }
        if current.count == 1, try fails([]) { current = [] }
        return current.map { elements[$0] }
    }

    /// `indices` cut into `count` consecutive parts of nearly equal sizes (none empty).
    static func split(_ indices: [Int], into count: Int) -> [[Int]] {
        let count = min(count, indices.count)
        var parts: [[Int]] = []
        var start = 0
        for part in 0..<count {
            let end = start + (indices.count - start) / (count - part)
            parts.append(Array(indices[start..<end]))
            start = end
        }
        return parts
    }

    /// For each part, every other part joined in order.
    static func complements(of parts: [[Int]]) -> [[Int]] {
        parts.indices.map { skipped in parts.indices.filter { $0 != skipped }.flatMap { parts[$0] } }
    }
}
