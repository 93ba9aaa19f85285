import FluxActionLog
import Foundation

/// Reads the data an inspector page embeds (see `InspectorPage`) and rebuilds every state from
/// it the way the page's script does: checkpoints, then each action's changes.
package struct InspectorPageReader {
    /// A page that does not have the expected structure.
    package struct Malformed: Error, CustomStringConvertible {
        package let description: String
    }

    /// The `fx-meta` object.
    package let meta: ActionLogJSON
    /// The chunks, in order (`fx-c0`, `fx-c1`, ...).
    package let chunks: [ActionLogJSON]
    /// The texts of the data elements by id, as embedded (escaped).
    package let elementTexts: [String: String]

    /// Parses the data elements of `html`.
    package init(html: String) throws {
        var texts: [String: String] = [:]
        var order: [String] = []
        var rest = html[...]
        let open = "<script type=\"application/json\" id=\""
        while let start = rest.range(of: open) {
            let afterOpen = rest[start.upperBound...]
            guard let idEnd = afterOpen.firstIndex(of: "\""), let close = afterOpen.range(of: "</script>") else {
                throw Malformed(description: "an unterminated data element")
            }
            let id = String(afterOpen[..<idEnd])
            let contentStart = afterOpen.index(idEnd, offsetBy: 2)
            texts[id] = String(afterOpen[contentStart..<close.lowerBound])
            order.append(id)
            rest = afterOpen[close.upperBound...]
        }
        guard let metaText = texts["fx-meta"] else { throw Malformed(description: "no fx-meta element") }
        elementTexts = texts
        meta = try ActionLogJSON(parsing: Array(metaText.utf8))
        let chunkIDs = order.filter { $0.hasPrefix("fx-c") }
        guard chunkIDs == (0..<chunkIDs.count).map({ "fx-c\($0)" }) else {
            throw Malformed(description: "chunks out of order: \(chunkIDs)")
        }
        chunks = try chunkIDs.map { try ActionLogJSON(parsing: Array((texts[$0] ?? "").utf8)) }
    }

    /// The number of actions.
    package var count: Int { Self.int(meta["count"]) ?? -1 }

    /// The action of seq `sequence` (1...count) as embedded.
    package func action(_ sequence: Int) throws -> ActionLogJSON {
        try step(sequence)[0] ?? .null
    }

    /// The changes of seq `sequence` as embedded.
    package func changes(_ sequence: Int) throws -> ActionLogJSON {
        try step(sequence)[1] ?? .null
    }

    /// Every store's state after every seq (index 0: the initial states), rebuilt from the chunks.
    package func states() throws -> [[ActionLogJSON]] {
        guard case .array(let initial)? = chunks.first?["states"] else {
            throw Malformed(description: "no initial states")
        }
        var all = [initial]
        var current = initial
        for sequence in stride(from: 1, through: count, by: 1) {
            let chunk = try chunkHolding(sequence)
            if Self.int(chunk["first"]) == sequence, case .array(let checkpoint)? = chunk["states"] {
                guard checkpoint == current else {
                    throw Malformed(description: "the checkpoint before seq \(sequence) is wrong")
                }
            }
            current = try apply(step(sequence), to: current)
            all.append(current)
        }
        return all
    }

    private func chunkHolding(_ sequence: Int) throws -> ActionLogJSON {
        guard let chunk = chunks.last(where: { (Self.int($0["first"]) ?? .max) <= sequence }) else {
            throw Malformed(description: "no chunk holds seq \(sequence)")
        }
        return chunk
    }

    private func step(_ sequence: Int) throws -> [ActionLogJSON?] {
        let chunk = try chunkHolding(sequence)
        guard case .array(let steps)? = chunk["steps"], let first = Self.int(chunk["first"]),
            sequence - first < steps.count, case .array(let step) = steps[sequence - first], step.count == 2
        else { throw Malformed(description: "no step for seq \(sequence)") }
        return step
    }

    private func apply(_ step: [ActionLogJSON?], to states: [ActionLogJSON]) throws -> [ActionLogJSON] {
        guard case .array(let changes)? = step[1] else { throw Malformed(description: "changes are not an array") }
        var next = states
        for change in changes {
            guard case .array(let parts) = change, parts.count >= 2, let store = Self.int(parts[0]),
                case .array(let path) = parts[1]
            else { throw Malformed(description: "bad change \(change.text)") }
            let value: ActionLogJSON?
            switch parts.count {
            case 2: value = nil
            case 3: value = parts[2]
            case 4 where parts[2] == .integer(0): value = Self.value(at: parts[3], in: step[0] ?? .null)
            case 5 where parts[2] == .integer(1):
                value = Self.int(parts[3]).flatMap { Self.value(at: parts[4], in: states[$0]) }
            default: throw Malformed(description: "bad change \(change.text)")
            }
            guard parts.count == 2 || value != nil else {
                throw Malformed(description: "dangling reference \(change.text)")
            }
            next[store] = try Self.set(next[store], path: path[...], value: value)
        }
        return next
    }

    private static func value(at path: ActionLogJSON, in tree: ActionLogJSON) -> ActionLogJSON? {
        guard case .array(let segments) = path else { return nil }
        var node: ActionLogJSON? = tree
        for segment in segments {
            switch (node, segment) {
            case (.object(let members)?, .string(let key)): node = members[key]
            case (.array(let items)?, .integer(let index)) where index >= 0 && Int(index) < items.count:
                node = items[Int(index)]
            default: return nil
            }
        }
        return node
    }

    private static func set(_ tree: ActionLogJSON, path: ArraySlice<ActionLogJSON>, value: ActionLogJSON?) throws
        -> ActionLogJSON
    {
        guard let segment = path.first else {
            guard let value else { throw Malformed(description: "removing a whole state") }
            return value
        }
        switch (tree, segment) {
        case (.object(var members), .string(let key)):
            if path.count == 1, value == nil {
                members[key] = nil
            } else {
                members[key] = try set(members[key] ?? .null, path: path.dropFirst(), value: value)
            }
            return .object(members)
        case (.array(var items), .integer(let index)) where index >= 0 && Int(index) <= items.count:
            let position = Int(index)
            if path.count == 1, value == nil {
                items.removeSubrange(position...)
            } else if position == items.count {
                items.append(try set(.null, path: path.dropFirst(), value: value))
            } else {
                items[position] = try set(items[position], path: path.dropFirst(), value: value)
            }
            return .array(items)
        default:
            throw Malformed(
                description: "path \(ActionLogJSON.array(Array(path)).text) does not fit \(tree.text.prefix(80))")
        }
    }

    /// An integer value, or nil.
    package static func int(_ value: ActionLogJSON?) -> Int? {
        if case .integer(let number)? = value { return Int(number) }
        return nil
    }
}

extension ActionLogJSON {
    /// The member `key` of an object, or nil.
    package subscript(key: String) -> ActionLogJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
