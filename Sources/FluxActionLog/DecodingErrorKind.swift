import Foundation

/// Turns a decoding failure into a precise, stable ``ActionLogError/Kind``.
enum DecodingErrorKind {
    /// The kind for `error`, thrown while decoding `line`.
    static func kind(for error: any Error, line: Data) -> ActionLogError.Kind {
        // A syntax error anywhere in the line, the action included (where Foundation reports its
        // own internal value rather than a DecodingError), is "not JSON".
        guard isJSON(line) else {
            return JSONNesting.isTooDeep(line) ? .nestedTooDeeply(limit: JSONNesting.limit) : .notJSON
        }
        guard let error = error as? DecodingError else { return kind(forOther: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return .nullField(path(context.codingPath))
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return .notAnObject }
            return .wrongType(field: path(context.codingPath), expected: describe(type))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return .numberOutOfRange(nil) }
            return .invalidValue(field: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalidValue(field: "", reason: "\(error)")
        }
    }

    /// The kind for an action that failed to decode: an unknown case of a synthesized enum (its
    /// decoder finds none of its case keys) is an unknown action type when the line names one.
    static func kind(forAction failure: ActionDecodingFailure, line: Data) -> ActionLogError.Kind {
        if let type = failure.type, case .typeMismatch(_, let context) = failure.underlying as? DecodingError,
            context.debugDescription == "Invalid number of keys found, expected one."
        {
            return .unknownActionType(type)
        }
        return kind(for: failure.underlying, line: line)
    }

    /// Errors that are not `DecodingError`: Foundation's own error for a number that does not
    /// fit (it names the number, not the field), or what an action's `init(from:)` threw.
    private static func kind(forOther error: any Error) -> ActionLogError.Kind {
        let text = "\(error)"
        let marker = "numberIsNotRepresentableInSwift(parsed: \""
        guard text.hasPrefix(marker) else { return .invalidValue(field: "action", reason: text) }
        return .numberOutOfRange(String(text.dropFirst(marker.count).prefix { $0 != "\"" }))
    }

    /// `action.items[3].title` for a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is any FixedWidthInteger.Type: return "an integer"
        case is any BinaryFloatingPoint.Type: return "a number"
        default: return "a \(name)"
        }
    }

    private static func isJSON(_ line: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed])) != nil
    }
}
