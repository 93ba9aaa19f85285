/// The fewest assignments that turn one value into another, for a generated test's expectation
/// closure: `.query = "love"`, `.movie?.title = "A"`, `.pages.append(...)`.
struct StateAssignments {
    /// One statement on a state: `target` is the path after the store's state (`.pages[1].page`).
    enum Statement: Equatable {
        /// `target = value`.
        case assign(target: String, value: SwiftExpression)
        /// `target.method(arguments)`, e.g. `append`, `removeLast`.
        case call(target: String, method: String, arguments: [SwiftExpression.Argument])
    }

    let spelling: SwiftSpelling

    /// The statements that turn `before` into `after`, at `path` (empty for the whole state).
    func statements(from before: Any, to after: Any, path: String) throws -> [Statement] {
        if AnyEquality.isEqual(before, after) == true { return [] }
        let whole = { [try Statement.assign(target: path, value: spelling.expression(of: after, path: path))] }
        guard type(of: before) == type(of: after), !spelling.hasSpelling(for: after),
            SwiftSpelling.literal(after) == nil
        else { return try whole() }
        let beforeMirror = Mirror(reflecting: before)
        let afterMirror = Mirror(reflecting: after)
        switch beforeMirror.displayStyle {
        case .optional:
            guard let old = beforeMirror.children.first?.value, let new = afterMirror.children.first?.value,
                Self.hasParts(new)
            else { return try whole() }
            return try statements(from: old, to: new, path: path + "?")
        case .struct, .tuple:
            return try fields(beforeMirror, afterMirror, path: path) ?? whole()
        case .collection:
            return try collection(beforeMirror, afterMirror, path: path) ?? whole()
        default:
            return try whole()
        }
    }

    /// Whether a value has parts that can be assigned one by one (a struct, a tuple, an array).
    private static func hasParts(_ value: Any) -> Bool {
        guard SwiftSpelling.literal(value) == nil else { return false }
        return [.struct, .tuple, .collection].contains(Mirror(reflecting: value).displayStyle)
    }

    private func fields(_ before: Mirror, _ after: Mirror, path: String) throws -> [Statement]? {
        let old = Array(before.children)
        let new = Array(after.children)
        guard old.count == new.count, !old.isEmpty else { return nil }
        var result: [Statement] = []
        for (oldField, newField) in zip(old, new) {
            guard let label = oldField.label, !label.hasPrefix("_"), !label.hasPrefix("$") else { return nil }
            let fieldPath = path + (label.hasPrefix(".") ? label : "." + label)
            result += try statements(from: oldField.value, to: newField.value, path: fieldPath)
        }
        return result
    }

    /// Element by element when the counts agree; `append` / `removeLast` when one is a prefix of
    /// the other; nil (assign the whole array) otherwise.
    private func collection(_ before: Mirror, _ after: Mirror, path: String) throws -> [Statement]? {
        let old = before.children.map(\.value)
        let new = after.children.map(\.value)
        if old.count == new.count {
            var result: [Statement] = []
            for index in old.indices {
                result += try statements(from: old[index], to: new[index], path: path + "[\(index)]")
            }
            return result
        }
        let common = min(old.count, new.count)
        guard zip(old.prefix(common), new.prefix(common)).allSatisfy({ AnyEquality.isEqual($0, $1) == true }) else {
            return nil
        }
        if new.count < old.count {
            let count = SwiftExpression.atom("\(old.count - new.count)")
            return [.call(target: path, method: "removeLast", arguments: [.init(label: nil, value: count)])]
        }
        let added = try new.dropFirst(common).enumerated().map { offset, element in
            try spelling.expression(of: element, path: path + "[\(common + offset)]")
        }
        if added.count == 1 {
            return [.call(target: path, method: "append", arguments: [.init(label: nil, value: added[0])])]
        }
        let list = SwiftExpression.call(
            prefix: "", open: "[", arguments: added.map { .init(label: nil, value: $0) }, close: "]")
        return [.call(target: path, method: "append", arguments: [.init(label: "contentsOf", value: list)])]
    }
}
