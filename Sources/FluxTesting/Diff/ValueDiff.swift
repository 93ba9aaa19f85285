/// Finds where two values differ, walking them with `Mirror`, and prints only those places.
///
/// Unchanged fields are left out; each difference (a ``ValueDifference``) is a path and the two sides:
///
/// ```
///   search.items[3].title:
///     - "Love Actually"
///     + "Love, Actually"
/// ```
///
/// - Structs, classes and tuples are compared field by field (`search.query`).
/// - Enums: a different case prints both values whole (`.loading` vs `.loaded(page: ...)`); the
///   same case goes into the associated values (`status(.failed).message`).
/// - Optionals are transparent: `nil` vs a value prints both; two values are compared inside.
/// - Arrays of the same length are compared by index (`items[3]`); when the lengths differ the
///   elements are lined up first, so an insertion shows as `+` at its index and a removal as `-`
///   (a removal at its expected index, anything else at its actual one). FluxActionLog's
///   `ActionLogJSON.differences(from:to:limit:)` and the inspector page's Diff tab line arrays up
///   the same way.
/// - Dictionaries are compared by key (`cache["love"]`), sets by membership.
/// - Values are described by `ValueDescription`; values that are `Equatable` and equal are skipped
///   without walking them.
///
/// ```swift
/// let differences = ValueDiff.differences(expected, actual, path: "counter")
/// print(ValueDiff.render(differences))
/// ```
public enum ValueDiff {
    /// Returns every place where `expected` and `actual` differ, in field order.
    /// - Parameters:
    ///   - expected: the value the test expected.
    ///   - actual: the value it got.
    ///   - path: the name of the compared values, which prefixes every path (e.g. a store name).
    /// - Returns: the differences, in field order; empty when the values are equal.
    public static func differences(_ expected: Any, _ actual: Any, path: String = "") -> [ValueDifference] {
        var walker = Walker()
        walker.walk(expected, actual, path: path, depth: 0)
        return walker.differences
    }

    /// Prints differences as `-` expected / `+` actual lines under their path; consecutive
    /// differences at the same path share one path line.
    /// - Parameters:
    ///   - differences: what ``differences(_:_:path:)`` returned.
    ///   - indent: put before each path line; the value lines get two spaces more.
    ///   - limit: at most this many differences are printed, followed by a line that counts the rest.
    /// - Returns: the lines, joined by newlines, without a final newline; empty for no differences.
    public static func render(_ differences: [ValueDifference], indent: String = "  ", limit: Int = 50) -> String {
        var lines: [String] = []
        var previousPath: String?
        for difference in differences.prefix(max(limit, 0)) {
            let valueIndent = difference.path.isEmpty ? indent : indent + "  "
            if difference.path != previousPath, !difference.path.isEmpty {
                lines.append("\(indent)\(difference.path):")
            }
            previousPath = difference.path
            if let expected = difference.expected { lines.append("\(valueIndent)- \(expected)") }
            if let actual = difference.actual { lines.append("\(valueIndent)+ \(actual)") }
        }
        let hidden = differences.count - max(limit, 0)
        if hidden > 0 {
            lines.append("\(indent)(\(hidden) more difference\(hidden == 1 ? "" : "s") not shown)")
        }
        return lines.joined(separator: "\n")
    }
}
