extension ActionLogJSON {
    /// The paths where two JSON trees differ, in a stable order (object keys sorted, array
    /// indices ascending), at most `limit` of them.
    ///
    /// Objects and arrays are walked; any other pair of unequal values is one difference.
    /// A key or index present on one side only is a difference with `nil` on the other side.
    /// ```swift
    /// ActionLogJSON.differences(from: .object(["n": .integer(1)]), to: .object(["n": .integer(2)]))
    /// // [StateDifference(path: "n", from: "1", to: "2")]
    /// ```
    /// - Parameters:
    ///   - old: the first tree (``StateDifference/from``), or nil when absent.
    ///   - new: the second tree (``StateDifference/to``), or nil when absent.
    ///   - limit: the most differences returned.
    /// - Returns: the differences, as ``StateDifference`` values.
    public static func differences(
        from old: ActionLogJSON?, to new: ActionLogJSON?, limit: Int = 20
    ) -> [StateDifference] {
        var found: [StateDifference] = []
        collect(old, new, path: "", into: &found, limit: limit)
        return found
    }

    private static func collect(
        _ old: ActionLogJSON?, _ new: ActionLogJSON?, path: String,
        into found: inout [StateDifference], limit: Int
    ) {
        guard found.count < limit, old != new else { return }
        switch (old, new) {
        case (.object(let left)?, .object(let right)?):
            for key in Set(left.keys).union(right.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                collect(left[key], right[key], path: child, into: &found, limit: limit)
            }
        case (.array(let left)?, .array(let right)?):
            for index in 0..<max(left.count, right.count) {
                collect(
                    index < left.count ? left[index] : nil, index < right.count ? right[index] : nil,
                    path: "\(path)[\(index)]", into: &found, limit: limit)
            }
        default:
            found.append(StateDifference(path: path, from: old?.text, to: new?.text))
        }
    }
}
