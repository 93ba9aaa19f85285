extension ActionLogJSON {
    /// Values one step simpler than this one, most preferred first, for shrinking a failing
    /// action's payload: each changes one place of the tree.
    ///
    /// A number goes toward 0 (0, then halfway, then ever closer), a string toward empty (empty,
    /// its first half, one character fewer), an array toward fewer elements (empty, then without
    /// each element), `true` to `false`; then the same inside each array element and object member.
    /// Object keys stay (an enum case's key names its case). At most `limit` values.
    package func simpler(limit: Int = 64) -> [ActionLogJSON] {
        var found = simplerHere
        switch self {
        case .array(let items):
            for index in items.indices where found.count < limit {
                for item in items[index].simpler(limit: limit - found.count) {
                    var changed = items
                    changed[index] = item
                    found.append(.array(changed))
                }
            }
        case .object(let members):
            for key in members.keys.sorted() where found.count < limit {
                for member in members[key, default: .null].simpler(limit: limit - found.count) {
                    var changed = members
                    changed[key] = member
                    found.append(.object(changed))
                }
            }
        default: break
        }
        return Array(found.prefix(max(limit, 0)))
    }

    /// The simpler values of this value itself, its parts unchanged.
    private var simplerHere: [ActionLogJSON] {
        switch self {
        case .bool(true): return [.bool(false)]
        case .integer(let value) where value != 0:
            // 0, then ever closer: value - value/2, value - value/4, …, value ∓ 1 (a binary search
            // over the rounds).
            let steps = (1..<64).map { value - (value >> $0) } + [value - value.signum()]
            return Self.unique(([0] + steps).map { .integer($0) }, without: self)
        case .number(let value) where value != 0 && value.isFinite:
            return Self.unique([0, value.rounded(.towardZero), value / 2].map { .number($0) }, without: self)
        case .string(let text) where !text.isEmpty:
            let half = String(text.prefix(text.count / 2))
            return Self.unique([.string(""), .string(half), .string(String(text.dropLast()))], without: self)
        case .array(let items) where !items.isEmpty:
            let shorter = items.indices.map { index in
                ActionLogJSON.array(Array(items[..<index] + items[(index + 1)...]))
            }
            return Self.unique([.array([])] + shorter, without: self)
        default: return []
        }
    }

    /// `values` without repeats and without `original`, in order.
    private static func unique(_ values: [ActionLogJSON], without original: ActionLogJSON) -> [ActionLogJSON] {
        var kept: [ActionLogJSON] = []
        for value in values where value != original && !kept.contains(value) { kept.append(value) }
        return kept
    }
}
