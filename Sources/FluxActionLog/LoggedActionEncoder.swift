import FluxTextFormats
import Foundation

/// Encodes actions as a log holds them: the action's own JSON (keys sorted), with a `"type"`.
///
/// An action whose JSON has a string `"type"` (hand-written coding) is written as it is. One
/// encoded the way Swift synthesizes enum coding gets a `"type"` member first, holding the name
/// ``ActionTypeName`` derives: `{"type":"search.submitted","search":{"_0":{"submitted":{...}}}}`.
/// Synthesized decoding reads only the case keys, so the line still decodes. An enum with a
/// top-level case named `type` cannot take the member (its decoder would read it as a second
/// case): the recorder finds that out at its first action (``ActionRoundTripCheck``) and turns
/// ``addsType`` off, and readers derive the names again.
package struct LoggedActionEncoder {
    /// An action's JSON and its type name, if it has one.
    package struct Encoded {
        /// The JSON, as the log writes it.
        package let json: [UInt8]
        let typeName: String?
        /// Whether the `"type"` member was added (the action's own JSON has none).
        var addedType = false
    }

    /// Whether a derived name is added as a `"type"` member.
    var addsType = true
    private let encoder = JSONEncoder()

    package init() {
        encoder.outputFormatting = CanonicalStateEncoder.outputFormatting
    }

    /// The action's JSON as the log writes it.
    /// - Throws: what the action's `encode(to:)` or `JSONEncoder` throws.
    package func encode(_ action: some Encodable) throws -> Encoded {
        let json = [UInt8](try encoder.encode(action))
        switch ActionTypeName(of: json) {
        case .own(let name):
            return Encoded(json: json, typeName: name)
        case .derived(let name):
            guard addsType, !json.starts(with: Self.typeKey) else { return Encoded(json: json, typeName: name) }
            var typed = Self.typeKey
            typed.reserveCapacity(json.count + name.utf8.count + 10)
            JSONText.appendString(name, to: &typed)
            typed.append(UInt8(ascii: ","))
            typed.append(contentsOf: json.dropFirst())
            return Encoded(json: typed, typeName: name, addedType: true)
        case .none:
            return Encoded(json: json, typeName: nil)
        }
    }

    /// The action's JSON as the log writes it, as text; its description if it cannot be encoded.
    package func text(of action: some Encodable) -> String {
        guard let encoded = try? encode(action) else { return "\(action)" }
        return String(decoding: encoded.json, as: UTF8.self)
    }

    private static let typeKey = Array(#"{"type":"#.utf8)
}
