import FluxActionLog
import Foundation

/// Reads the data an inspector page embeds (see `InspectorPage`); its states are rebuilt by the
/// page's own logic run by Node (``PageLogic``), not by a Swift copy of it.
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
    /// The page.
    package let html: String

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
        self.html = html
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

    /// Every store's state after every seq (index 0: the initial states), rebuilt from the
    /// checkpoints and changes by the page's own logic (``PageLogic/states(ofPage:)``; needs
    /// `node`).
    package func states() async throws -> [[ActionLogJSON]] {
        try await PageLogic.states(ofPage: html)
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
