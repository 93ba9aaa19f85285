import Foundation

/// Checks, once per type name, that an action reads back as it was written: the recorder's
/// guard against a log that could never be replayed.
///
/// The first action of every type name is decoded from the JSON the log gets and compared with
/// the action: by `==` when the action type is `Equatable` (which also catches a lossy value
/// that reads back the same way every time), otherwise by encoding the decoded action again and
/// comparing the bytes. Later actions of a checked type cost one set lookup. Actions with no type
/// name count as one type.
struct ActionRoundTripCheck<Action: LoggableAction> {
    private var checked: Set<String> = []
    private let decoder = JSONDecoder()

    /// Checks `action` if its type name is new, and returns the encoding to write.
    ///
    /// When the action reads back only without the `"type"` member the encoder added (an enum
    /// with a case named `type`), the encoder stops adding it and that encoding is returned.
    /// - Throws: ``ActionLogError`` (no file, no line) of kind
    ///   ``ActionLogError/Kind/actionDoesNotRoundTrip(type:json:problem:)``.
    mutating func check(_ action: Action, encoded: LoggedActionEncoder.Encoded, encoder: inout LoggedActionEncoder)
        throws -> LoggedActionEncoder.Encoded
    {
        let name = encoded.typeName ?? ActionTypeName.missing
        guard !checked.contains(name) else { return encoded }
        var written = encoded
        var found = problem(action, encoded: encoded, encoder: encoder)
        if found != nil, encoded.addedType {
            var plain = encoder
            plain.addsType = false
            written = try plain.encode(action)
            found = problem(action, encoded: written, encoder: plain)
            if found == nil { encoder.addsType = false }
        }
        if let found {
            let json = String(decoding: written.json, as: UTF8.self)
            throw ActionLogError(
                file: "", line: nil, kind: .actionDoesNotRoundTrip(type: name, json: json, problem: found))
        }
        checked.insert(name)
        return written
    }

    /// What goes wrong reading the action back, or nil when it reads back as it was.
    private func problem(_ action: Action, encoded: LoggedActionEncoder.Encoded, encoder: LoggedActionEncoder)
        -> String?
    {
        // Decoded inside `{"action": ...}`, as a reader decodes it, so that paths read `action.query`.
        let line = Data(Array(#"{"action":"#.utf8) + encoded.json + [UInt8(ascii: "}")])
        let decoded: Action
        do {
            decoded = try decoder.decode(RoundTripLine<Action>.self, from: line).action
        } catch {
            return "reading that back fails: \(DecodingErrorKind.kind(for: error, line: line))"
        }
        if let equal = Self.equal(action, decoded) {
            return equal ? nil : "that reads back as \(decoded) instead of \(action)"
        }
        let again = encoder.text(of: decoded)
        return again == String(decoding: encoded.json, as: UTF8.self) ? nil : "that reads back as \(again)"
    }

    /// `a == b` when `Action` is `Equatable`; nil otherwise.
    private static func equal(_ lhs: Action, _ rhs: Action) -> Bool? {
        guard let lhs = lhs as? any Equatable else { return nil }
        return isEqual(lhs, rhs)
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        (rhs as? Value) == lhs
    }
}

/// `{"action": ...}`: an action decoded where a log line holds it.
private struct RoundTripLine<Action: Decodable>: Decodable {
    let action: Action
}
