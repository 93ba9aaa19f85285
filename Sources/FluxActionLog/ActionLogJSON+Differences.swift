extension ActionLogJSON {
    /// The paths where two JSON trees differ, in a stable order (object keys sorted, array
    /// elements in order), at most `limit` of them.
    ///
    /// Objects and arrays are walked; any other pair of unequal values is one difference.
    /// A key present on one side only is a difference with `nil` on the other side. Arrays are
    /// compared as FluxTesting's `ValueDiff` and the inspector page compare them: index by index
    /// when their lengths are equal, else lined up by their longest common subsequence, so an
    /// element inserted at the front is one difference (`items[0]`, `nil` before) and a removed
    /// one too (at its index in `old`, `nil` after); a changed element is reported at its index
    /// in `new`.
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
        walkDifferences(from: old, to: new, limit: limit) { path, old, new in
            found.append(StateDifference(path: JSONPath.text(path), from: old?.text, to: new?.text))
        }
        return found
    }

    /// Calls `visit` for each place where two trees differ, in the order of
    /// ``differences(from:to:limit:)``, with the path as segments and both sides' values.
    static func walkDifferences(
        from old: ActionLogJSON?, to new: ActionLogJSON?, limit: Int = .max,
        visit: ([JSONPath.Segment], ActionLogJSON?, ActionLogJSON?) -> Void
    ) {
        var path: [JSONPath.Segment] = []
        var count = 0
        collect(old, new, path: &path, count: &count, limit: limit, visit: visit)
    }

    private static func collect(
        _ old: ActionLogJSON?, _ new: ActionLogJSON?, path: inout [JSONPath.Segment], count: inout Int, limit: Int,
        visit: ([JSONPath.Segment], ActionLogJSON?, ActionLogJSON?) -> Void
    ) {
        guard count < limit, old != new else { return }
        switch (old, new) {
        case (.object(let left)?, .object(let right)?):
            for key in Set(left.keys).union(right.keys).sorted() {
                path.append(.key(key))
                collect(left[key], right[key], path: &path, count: &count, limit: limit, visit: visit)
                path.removeLast()
            }
        case (.array(let left)?, .array(let right)?):
            for step in SequenceAlignment.steps(count: left.count, right.count, equal: { left[$0] == right[$1] }) {
                let (index, from, to): (Int, ActionLogJSON?, ActionLogJSON?)
                switch step {
                case .same: continue
                case .changed(let e, let a): (index, from, to) = (a, left[e], right[a])
                case .removed(let e): (index, from, to) = (e, left[e], nil)
                case .inserted(let a): (index, from, to) = (a, nil, right[a])
                }
                path.append(.index(index))
                collect(from, to, path: &path, count: &count, limit: limit, visit: visit)
                path.removeLast()
            }
        default:
            count += 1
            visit(path, old, new)
        }
    }
}

/// A place in a JSON tree as segments, and its text in the notation of state differences:
/// dots before object keys, brackets around array indices (`items[3].title`).
enum JSONPath {
    /// One step into a tree.
    enum Segment: Equatable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// `items[3].title` for `[.key("items"), .index(3), .key("title")]`; "" for the root.
    static func text(_ path: [Segment], prefix: String = "") -> String {
        var text = prefix
        for segment in path {
            switch segment {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
