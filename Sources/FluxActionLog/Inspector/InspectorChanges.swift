/// Turns each step's states into the list of changes the page applies to the states before it,
/// so the page embeds changes rather than a copy of every state.
///
/// A change is a JSON array: `[store, path, value]` sets the value at `path` (segments: strings
/// for object keys, numbers for array indices; `[]` is the whole state), `[store, path]` removes
/// it (an array loses its elements from that index on), and `[store, path, 0, actionPath]` sets
/// the value found at `actionPath` in the step's action: a value the action carries into the state
/// (a page of results) is not written twice. Changes come from
/// ``ActionLogJSON/differences(from:to:limit:)``, so the page's diff lists the same paths, in the
/// same order, as a divergence report or `replay --step`'s `diff`.
final class InspectorChanges {
    /// Values shorter than this (as JSON text) are written even when the action holds them.
    static let smallestReference = 64
    private var previous: [[UInt8]]
    private var trees: [ActionLogJSON?]
    private let storeNames: [String]

    init(initialStates: [[UInt8]], storeNames: [String]) {
        previous = initialStates
        trees = Array(repeating: nil, count: initialStates.count)
        self.storeNames = storeNames
    }

    /// Appends the JSON array of the changes `step` makes to `output`.
    /// - Throws: `InspectorError` when a state or the action is not JSON, or the step has the
    ///   wrong number of stores.
    func append(_ step: InspectorStep, to output: inout [UInt8]) throws {
        guard step.states.count == previous.count else {
            throw InspectorError("seq \(step.sequence) has \(step.states.count) states for \(previous.count) stores")
        }
        var action: ActionLogJSON??
        var first = true
        output.append(UInt8(ascii: "["))
        for index in previous.indices where step.states[index] != previous[index] {
            let old = try trees[index] ?? tree(previous[index], store: index, sequence: step.sequence - 1)
            let new = try tree(step.states[index], store: index, sequence: step.sequence)
            ActionLogJSON.walkDifferences(from: old, to: new) { path, _, value in
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                appendChange(store: index, path: path, value: value, to: &output) {
                    if action == nil { action = .some(try? ActionLogJSON(parsing: step.action)) }
                    return action ?? nil
                }
            }
            trees[index] = new
            previous[index] = step.states[index]
        }
        output.append(UInt8(ascii: "]"))
    }

    private func tree(_ bytes: [UInt8], store: Int, sequence: UInt64) throws -> ActionLogJSON {
        do {
            return try ActionLogJSON(parsing: bytes)
        } catch {
            throw InspectorError("the state of store \(JSONText.quoted(storeNames[store])) after seq \(sequence) is not JSON")
        }
    }

    private func appendChange(
        store: Int, path: [JSONPath.Segment], value: ActionLogJSON?, to output: inout [UInt8],
        action: () -> ActionLogJSON?
    ) {
        output.append(UInt8(ascii: "["))
        JSONText.appendDecimal(UInt64(store), to: &output)
        output.append(UInt8(ascii: ","))
        Self.appendPath(path, to: &output)
        if let value {
            var text: [UInt8] = []
            value.append(to: &text)
            if text.count >= Self.smallestReference, let action = action(),
               let found = Self.find(value, in: action) {
                output.append(contentsOf: Array(",0,".utf8))
                Self.appendPath(found, to: &output)
            } else {
                output.append(UInt8(ascii: ","))
                output.append(contentsOf: text)
            }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// `["items",3,"title"]`.
    static func appendPath(_ path: [JSONPath.Segment], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (position, segment) in path.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            switch segment {
            case .key(let key): JSONText.appendString(key, to: &output)
            case .index(let index): JSONText.appendDecimal(UInt64(index), to: &output)
            }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// The path of a container inside `tree` equal to `value`, or nil.
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
}
