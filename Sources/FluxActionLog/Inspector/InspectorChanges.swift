import FluxTextFormats

/// Turns each step's states into the changes the page applies to the states before it, so the
/// page embeds changes rather than a copy of every state.
///
/// A step's changes are a JSON array of arrays, stores in order (see `InspectorChangePlan`):
/// `[store, path, value]` sets the value at `path` (segments: strings for object keys, numbers for
/// array indices; `[]` is the whole state), `[store, path]` removes it (an array loses its elements
/// from that index on), `[store, path, 0, actionPath]` sets the value at `actionPath` in the
/// step's action, and `[store, path, 1, source, sourcePath]` sets the value at `sourcePath` in
/// store `source`'s state before the step.
final class InspectorChanges {
    private var previous: [[UInt8]]
    private var trees: [ActionLogJSON?]
    private let storeNames: [String]

    init(initialStates: [[UInt8]], storeNames: [String]) {
        previous = initialStates
        trees = Array(repeating: nil, count: initialStates.count)
        self.storeNames = storeNames
    }

    /// Appends the JSON array of the changes `step` makes to `output`.
    /// - Throws: `InspectorError` when a state is not JSON or the step has the wrong number of
    ///   stores.
    func append(_ step: InspectorStep, to output: inout [UInt8]) throws {
        guard step.states.count == previous.count else {
            throw InspectorError("seq \(step.sequence) has \(step.states.count) states for \(previous.count) stores")
        }
        let changed = previous.indices.filter { step.states[$0] != previous[$0] }
        var updates: [(store: Int, old: ActionLogJSON, new: ActionLogJSON)] = []
        for index in changed {
            let old = try tree(index, sequence: step.sequence - 1)
            let new = try parse(step.states[index], store: index, sequence: step.sequence)
            updates.append((index, old, new))
        }
        var action: ActionLogJSON??
        let plan = InspectorChangePlan(
            action: {
                if action == nil { action = .some(try? JSONTreeParser.parse(step.action)) }
                return action ?? nil
            },
            state: { [unowned self] index in try? self.tree(index, sequence: step.sequence - 1) },
            storeCount: previous.count)
        var first = true
        output.append(UInt8(ascii: "["))
        for update in updates {
            for change in plan.changes(from: update.old, to: update.new) {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                Self.append(change, store: update.store, to: &output)
            }
        }
        output.append(UInt8(ascii: "]"))
        for update in updates {
            trees[update.store] = update.new
            previous[update.store] = step.states[update.store]
        }
    }

    /// The parsed state of a store before the step (parsed once, then kept until it changes).
    private func tree(_ index: Int, sequence: UInt64) throws -> ActionLogJSON {
        if let tree = trees[index] { return tree }
        let tree = try parse(previous[index], store: index, sequence: sequence)
        trees[index] = tree
        return tree
    }

    private func parse(_ bytes: [UInt8], store: Int, sequence: UInt64) throws -> ActionLogJSON {
        do {
            return try JSONTreeParser.parse(bytes)
        } catch {
            let when = sequence == 0 ? "initially" : "after seq \(sequence)"
            throw InspectorError("the state of store \(JSONText.quoted(storeNames[store])) \(when) is not JSON")
        }
    }

    private static func append(_ change: InspectorChangePlan.Change, store: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        JSONText.appendDecimal(UInt64(store), to: &output)
        output.append(UInt8(ascii: ","))
        switch change {
        case .set(let path, let value):
            appendPath(path, to: &output)
            output.append(UInt8(ascii: ","))
            value.append(to: &output)
        case .remove(let path):
            appendPath(path, to: &output)
        case .fromAction(let path, let actionPath):
            appendPath(path, to: &output)
            output += Array(",0,".utf8)
            appendPath(actionPath, to: &output)
        case .fromState(let path, let source, let statePath):
            appendPath(path, to: &output)
            output += Array(",1,".utf8)
            JSONText.appendDecimal(UInt64(source), to: &output)
            output.append(UInt8(ascii: ","))
            appendPath(statePath, to: &output)
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
}
