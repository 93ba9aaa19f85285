/// Chooses how the page gets from one state of a store to the next with the fewest embedded
/// bytes: field by field, or a whole subtree at once, written out or taken from elsewhere.
///
/// The places that changed are found field by field, arrays index by index (what the page's
/// `set` and `remove` apply; the Diff tab lines arrays up instead, as
/// ``ActionLogJSON/differences(from:to:limit:)`` does); where many fields under one object or
/// array changed, setting the whole subtree can be shorter, and a subtree equal to one in the
/// action (a page of results) or in the states before the action (a movie opened from the list)
/// is written as a reference to it. A new object or array that holds
/// such subtrees without being one (the list a new search keeps aside: the old pages under a new
/// key) is built as an empty one and then its members, so those subtrees are references too. The
/// page lists the differences field by field whatever was embedded, since it compares the states
/// before and after.
struct InspectorChangePlan {
    /// One embedded change of a store's state.
    enum Change: Equatable {
        /// Set the value at the path.
        case set([JSONPath.Segment], ActionLogJSON)
        /// Remove the object member at the path, or the array elements from that index on.
        case remove([JSONPath.Segment])
        /// Set the value found at a path of the action.
        case fromAction([JSONPath.Segment], actionPath: [JSONPath.Segment])
        /// Set the value found at a path of a store's state before the action.
        case fromState([JSONPath.Segment], store: Int, statePath: [JSONPath.Segment])
    }

    /// Subtrees shorter than this are written out rather than looked for elsewhere.
    static let smallestReference = 64
    /// What a reference costs, about (two short paths).
    private static let referenceCost = 40

    /// The action, parsed on first use.
    let action: () -> ActionLogJSON?
    /// Each store's state before the action, parsed on first use.
    let state: (Int) -> ActionLogJSON?
    /// How many stores there are.
    let storeCount: Int

    /// The changes from `old` to `new` and roughly how many bytes they take.
    func changes(from old: ActionLogJSON, to new: ActionLogJSON) -> [Change] {
        var path: [JSONPath.Segment] = []
        return plan(old, new, path: &path).changes
    }

    private struct Plan {
        var changes: [Change] = []
        var cost = 0
    }

    private func plan(_ old: ActionLogJSON, _ new: ActionLogJSON, path: inout [JSONPath.Segment]) -> Plan {
        guard old != new else { return Plan() }
        var parts = Plan()
        switch (old, new) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                path.append(.key(key))
                add(left[key], right[key], path: &path, to: &parts)
                path.removeLast()
            }
        case (.array(let left), .array(let right)):
            for index in 0..<max(left.count, right.count) {
                path.append(.index(index))
                if index >= right.count {
                    parts.changes.append(.remove(path))  // removes the rest of the array too
                    parts.cost += Self.cost(of: path)
                    path.removeLast()
                    break
                }
                add(index < left.count ? left[index] : nil, right[index], path: &path, to: &parts)
                path.removeLast()
            }
        default:
            return whole(new, path: path, within: .max, building: true) ?? Plan()
        }
        return whole(new, path: path, within: parts.cost, building: false) ?? parts
    }

    private func add(_ old: ActionLogJSON?, _ new: ActionLogJSON?, path: inout [JSONPath.Segment], to parts: inout Plan)
    {
        switch (old, new) {
        case (let old?, let new?):
            let child = plan(old, new, path: &path)
            parts.changes += child.changes
            parts.cost += child.cost
        case (_?, nil):
            parts.changes.append(.remove(path))
            parts.cost += Self.cost(of: path)
        case (nil, let new?):
            if let set = whole(new, path: path, within: .max, building: true) {
                parts.changes += set.changes
                parts.cost += set.cost
            }
        case (nil, nil): break
        }
    }

    /// Setting `value` at `path`, if that costs less than `limit`: a reference when the value is a
    /// large subtree found in the action or a state, else the value itself, or (when `building`)
    /// an empty object or array and then its members, when that is shorter.
    private func whole(
        _ value: ActionLogJSON, path: [JSONPath.Segment], within limit: Int, building: Bool
    ) -> Plan? {
        let pathCost = Self.cost(of: path)
        let size = Self.size(of: value, upTo: limit)
        if size >= Self.smallestReference, limit > pathCost + Self.referenceCost,
            let reference = reference(to: value, at: path)
        {
            return Plan(changes: [reference], cost: pathCost + Self.referenceCost)
        }
        if building, size >= Self.smallestReference, let built = built(value, path: path),
            built.cost < min(limit, pathCost + size)
        {
            return built
        }
        guard pathCost + size < limit else { return nil }
        return Plan(changes: [.set(path, value)], cost: pathCost + size)
    }

    /// `value` as an empty object or array set at `path`, then its members: nil for a scalar.
    private func built(_ value: ActionLogJSON, path: [JSONPath.Segment]) -> Plan? {
        var inner = path
        var members = Plan()
        let empty: ActionLogJSON
        switch value {
        case .object(let right):
            empty = .object([:])
            for key in right.keys.sorted() {
                inner.append(.key(key))
                add(nil, right[key], path: &inner, to: &members)
                inner.removeLast()
            }
        case .array(let right):
            empty = .array([])
            for index in right.indices {
                inner.append(.index(index))
                add(nil, right[index], path: &inner, to: &members)
                inner.removeLast()
            }
        default: return nil
        }
        return Plan(changes: [.set(path, empty)] + members.changes, cost: Self.cost(of: path) + 2 + members.cost)
    }

    private func reference(to value: ActionLogJSON, at path: [JSONPath.Segment]) -> Change? {
        switch value {
        case .object, .array: break
        default: return nil
        }
        if let action = action(), let found = InspectorChangePlan.find(value, in: action) {
            return .fromAction(path, actionPath: found)
        }
        for store in 0..<storeCount {
            if let tree = state(store), let found = InspectorChangePlan.find(value, in: tree) {
                return .fromState(path, store: store, statePath: found)
            }
        }
        return nil
    }

    /// The path of a subtree of `tree` equal to `value` (depth first, keys sorted), or nil.
    static func find(_ value: ActionLogJSON, in tree: ActionLogJSON) -> [JSONPath.Segment]? {
        var path: [JSONPath.Segment] = []
        return search(value, in: tree, path: &path) ? path : nil
    }

    private static func search(_ value: ActionLogJSON, in tree: ActionLogJSON, path: inout [JSONPath.Segment]) -> Bool {
        if tree == value { return true }
        switch tree {
        case .object(let members):
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                path.append(.key(key))
                if search(value, in: member, path: &path) { return true }
                path.removeLast()
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                path.append(.index(index))
                if search(value, in: item, path: &path) { return true }
                path.removeLast()
            }
        default: break
        }
        return false
    }

    /// About the length of a path as JSON (`["movie","title"]`).
    static func cost(of path: [JSONPath.Segment]) -> Int {
        path.reduce(2) { total, segment in
            switch segment {
            case .key(let key): total + key.utf8.count + 3
            case .index(let index): total + String(index).utf8.count + 1
            }
        }
    }

    /// About the length of `value` as compact JSON, counted only up to a little past `limit`.
    static func size(of value: ActionLogJSON, upTo limit: Int) -> Int {
        switch value {
        case .null: return 4
        case .bool(let flag): return flag ? 4 : 5
        case .integer(let number): return String(number).utf8.count
        case .number: return 12
        case .string(let text): return text.utf8.count + 2
        case .array(let items):
            var total = 2
            for item in items where total <= limit { total += size(of: item, upTo: limit - total) + 1 }
            return total
        case .object(let members):
            var total = 2
            for (key, member) in members where total <= limit {
                total += key.utf8.count + 4 + size(of: member, upTo: limit - total)
            }
            return total
        }
    }
}
