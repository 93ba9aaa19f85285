import FluxTextFormats

/// A JSON value with object keys kept in insertion order, serialised compactly.
package enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer number.
    case int(Int)
    /// A number with a fraction (shortest text that round-trips).
    case double(Double)
    /// A string, escaped when serialised.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; members keep their order.
    case object([(String, JSONValue)])

    /// `.string(text)`, or `.null` when `text` is nil.
    package static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// `.double(number)`, or `.null` when `number` is nil.
    package static func optional(_ number: Double?) -> JSONValue {
        number.map(JSONValue.double) ?? .null
    }

    /// The JSON text; non-finite doubles become `null` (JSON has no NaN or infinity).
    package var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return value.isFinite ? "\(value)" : "null"
        case .string(let value): return JSONText.quoted(value)
        case .array(let values): return "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONText.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",") + "}"
        }
    }

    /// Equal when both are the same case with equal contents (object member order matters).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized == rhs.serialized
    }
}
