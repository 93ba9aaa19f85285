/// Large values that an action and the state changes it made both write (a loaded page and the
/// page appended to the state), declared once before the send: `let page2 = MoviesPage(...)`.
struct SharedValues {
    /// Values whose one-line text is shorter than this are written where they are used.
    static let minimumLength = 80

    /// The constants to declare before the send, and the step with them in place of the values;
    /// no constant takes a name of `taken` (the file's own, ``RepeatedValues``).
    static func hoist(
        _ step: TestStep, taken: Set<String> = []
    ) -> (declarations: [(name: String, value: SwiftExpression)], step: TestStep) {
        var wanted = Set<String>()
        for change in step.changes {
            for value in values(of: change.statement) where value.flat.count >= minimumLength {
                wanted.insert(value.flat)
            }
        }
        guard !wanted.isEmpty else { return ([], step) }
        var names: [String: String] = [:]
        var declarations: [(name: String, value: SwiftExpression)] = []
        let action = replace(in: step.action, label: nil) { expression, label in
            guard wanted.contains(expression.flat) else { return nil }
            if let name = names[expression.flat] { return name }
            var name = (label ?? "value") + "\(step.sequence)"
            while taken.contains(name) || declarations.contains(where: { $0.name == name }) { name += "x" }
            names[expression.flat] = name
            declarations.append((name, expression))
            return name
        }
        let lookUp: (SwiftExpression, String?) -> String? = { expression, _ in names[expression.flat] }
        let changes = step.changes.map { change in
            TestStep.Change(store: change.store, statement: replace(in: change.statement, lookUp))
        }
        return (declarations, TestStep(sequence: step.sequence, action: action, changes: changes))
    }

    static func values(of statement: StateAssignments.Statement) -> [SwiftExpression] {
        switch statement {
        case .assign(_, let value): [value]
        case .call(_, _, let arguments): arguments.map(\.value)
        }
    }

    static func replace(
        in statement: StateAssignments.Statement, _ name: (SwiftExpression, String?) -> String?
    ) -> StateAssignments.Statement {
        switch statement {
        case .assign(let target, let value):
            return .assign(target: target, value: replace(in: value, label: nil, name))
        case .call(let target, let method, let arguments):
            let replaced = arguments.map { argument in
                SwiftExpression.Argument(label: argument.label, value: replace(in: argument.value, label: nil, name))
            }
            return .call(target: target, method: method, arguments: replaced)
        }
    }

    /// `expression` with every part that `name` names (given the part and its argument label)
    /// replaced by that name; the outermost part wins.
    static func replace(
        in expression: SwiftExpression, label: String?, _ name: (SwiftExpression, String?) -> String?
    ) -> SwiftExpression {
        if let name = name(expression, label) { return .atom(name) }
        guard case .call(let prefix, let open, let arguments, let close) = expression else { return expression }
        let replaced = arguments.map { argument in
            SwiftExpression.Argument(
                label: argument.label, value: replace(in: argument.value, label: argument.label, name))
        }
        return .call(prefix: prefix, open: open, arguments: replaced, close: close)
    }
}
