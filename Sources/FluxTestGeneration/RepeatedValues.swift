/// Large values that more than one step of a file writes (a movie listed on a page, then opened),
/// declared once at the start of the test: `let movie1 = Movie(...)`, then `movie1` wherever it
/// is written (issue 32, item 6: the same literals were written out at every step).
///
/// A value is declared when it is at least ``SharedValues/minimumLength`` long on one line and
/// stands in two places or more: two steps, or a step and another declared value. Larger values
/// are considered first, so a page repeated whole is one name, and a movie only on that page is
/// not declared apart; a declared value may use the names of smaller ones.
struct RepeatedValues {
    /// The declarations, smaller values first (a later one may use an earlier one's name).
    private(set) var declarations: [(name: String, value: SwiftExpression)] = []
    private var names: [String: String] = [:]

    /// Finds the values repeated across `steps` and the checkpoint's `start` changes.
    init(start: [TestStep.Change], steps: [TestStep]) {
        // Each site is one step's expressions (its action and its changes' values).
        var sites: [[SwiftExpression]] = [start.flatMap { SharedValues.values(of: $0.statement) }]
        sites += steps.map { step in [step.action] + step.changes.flatMap { SharedValues.values(of: $0.statement) } }
        var candidates: [String: SwiftExpression] = [:]
        for site in sites { for expression in site { Self.collect(expression, into: &candidates) } }
        var chosen: [(flat: String, value: SwiftExpression)] = []
        var named: [String: String] = [:]
        for (flat, value) in candidates.sorted(by: { ($0.key.count, $0.key) > ($1.key.count, $1.key) }) {
            let uses =
                sites.filter { site in site.contains { Self.uses(flat, in: $0, skipping: named) } }.count
                + chosen.filter { Self.uses(flat, in: $0.value, skipping: named, isRoot: true) }.count
            guard uses >= 2 else { continue }
            named[flat] = ""
            chosen.append((flat, value))
        }
        names = Self.names(of: chosen, inOrderOf: sites)
        // Smaller values first: a larger one may use their names.
        declarations = chosen.reversed().compactMap { entry in
            guard let name = names[entry.flat] else { return nil }
            let inner = SharedValues.replace(in: entry.value, label: nil) { [names] expression, _ in
                expression.flat == entry.flat ? nil : names[expression.flat]
            }
            return (name, inner)
        }
    }

    /// Names for the chosen values, numbered by kind (`movie1`, `movie2`) in the order they first
    /// stand in the file.
    private static func names(
        of chosen: [(flat: String, value: SwiftExpression)], inOrderOf sites: [[SwiftExpression]]
    ) -> [String: String] {
        let text = sites.flatMap { $0 }.map(\.flat).joined(separator: "\n")
        let ordered = chosen.map { entry in
            (entry, text.range(of: entry.flat).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0)
        }.sorted { ($0.1, $0.0.flat) < ($1.1, $1.0.flat) }
        var counters: [String: Int] = [:]
        var names: [String: String] = [:]
        for (entry, _) in ordered {
            let base = baseName(of: entry.value)
            counters[base, default: 0] += 1
            names[entry.flat] = base + "\(counters[base] ?? 1)"
        }
        return names
    }

    /// The names declared, which a step's own constants must not take.
    var takenNames: Set<String> { Set(declarations.map(\.name)) }

    /// `step` with the declared values replaced by their names.
    func replacing(in step: TestStep) -> TestStep {
        TestStep(
            sequence: step.sequence, action: replacing(in: step.action),
            changes: step.changes.map(replacing(in:)))
    }

    /// `change` with the declared values replaced by their names.
    func replacing(in change: TestStep.Change) -> TestStep.Change {
        TestStep.Change(store: change.store, statement: SharedValues.replace(in: change.statement, lookUp))
    }

    /// `expression` with the declared values replaced by their names.
    func replacing(in expression: SwiftExpression) -> SwiftExpression {
        SharedValues.replace(in: expression, label: nil, lookUp)
    }

    private func lookUp(_ expression: SwiftExpression, _ label: String?) -> String? {
        names[expression.flat]
    }

    /// Adds every call in `expression` long enough to declare.
    private static func collect(_ expression: SwiftExpression, into candidates: inout [String: SwiftExpression]) {
        guard case .call(_, _, let arguments, _) = expression else { return }
        let flat = expression.flat
        if flat.count >= SharedValues.minimumLength { candidates[flat] = expression }
        for argument in arguments { collect(argument.value, into: &candidates) }
    }

    /// Whether `flat` stands in `expression` outside the values already named (and, for a
    /// declared value's own expression, `isRoot`, inside it but not as the whole of it).
    private static func uses(
        _ flat: String, in expression: SwiftExpression, skipping named: [String: String], isRoot: Bool = false
    ) -> Bool {
        let whole = expression.flat
        if !isRoot, named[whole] != nil { return false }
        if whole == flat { return !isRoot }
        guard whole.contains(flat), case .call(_, _, let arguments, _) = expression else { return false }
        return arguments.contains { uses(flat, in: $0.value, skipping: named) }
    }

    /// `movie` for `Movie(...)`, `loaded` for `.loaded(...)`, `values` for an array.
    private static func baseName(of value: SwiftExpression) -> String {
        guard case .call(let prefix, _, _, _) = value else { return "value" }
        let last = prefix.split(separator: ".").last.map(String.init) ?? ""
        let letters = last.prefix { $0.isLetter || $0.isNumber }
        guard let first = letters.first, first.isLetter else { return "values" }
        return first.lowercased() + letters.dropFirst()
    }
}
