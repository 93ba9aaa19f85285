import FluxTextFormats

/// A JSON value as a tree: how state snapshots in a log are read back and compared
/// (``differences(from:to:limit:)``).
///
/// Integers are kept apart from fractional numbers so that `3` and `3.0` print as written.
public enum ActionLogJSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int64`.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ActionLogJSON])
    /// An object; key order is not significant.
    case object([String: ActionLogJSON])

    /// Parses JSON text (any value, not only objects).
    /// - Parameter bytes: the JSON text, UTF-8.
    /// - Throws: `DecodingError` when `bytes` is not JSON.
    public init(parsing bytes: [UInt8]) throws {
        do {
            self = try JSONTreeParser.parse(bytes)
        } catch let failure as JSONTreeParser.Failure {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON (at byte \(failure.offset))."))
        }
    }

    /// Compact JSON text with object keys sorted, e.g. `{"a":[1,2.5],"b":null}`.
    public var text: String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the compact JSON text (object keys sorted) to `bytes`.
    func append(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: Array("null".utf8))
        case .bool(let value): bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
        case .integer(let value): bytes.append(contentsOf: Array(String(value).utf8))
        case .number(let value):
            let whole = value.rounded(.towardZero) == value && abs(value) < 1e15
            bytes.append(contentsOf: Array((whole ? String(Int64(value)) : "\(value)").utf8))
        case .string(let value): JSONText.appendString(value, to: &bytes)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                members[key]?.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

extension ActionLogJSON: Codable {
    /// Decodes any JSON value.
    /// - Parameter decoder: the decoder of the value.
    /// - Throws: `DecodingError` when the value is not JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ActionLogJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ActionLogJSON].self))
        }
    }

    /// Encodes the value as the JSON it represents.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder throws (a number it cannot write, such as NaN).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
