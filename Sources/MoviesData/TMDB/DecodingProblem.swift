import Foundation
import MoviesDomain

/// Turns a `DecodingError` into the domain's `AnswerProblem`: which JSON field was missing or bad,
/// in the answer's own names, never a Swift type.
enum DecodingProblem {
    /// The problem `error` (thrown by `JSONDecoder`) describes; `.notJSON` for anything else.
    static func of(_ error: any Error) -> AnswerProblem {
        guard let error = error as? DecodingError else { return .notJSON }
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return context.codingPath.isEmpty ? .notJSON : .missingField(path: path(context.codingPath))
        case .typeMismatch(_, let context), .dataCorrupted(let context):
            return context.codingPath.isEmpty ? .notJSON : .badField(path: path(context.codingPath))
        @unknown default:
            return .notJSON
        }
    }

    /// `results[0].id`: keys joined by dots, array positions in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// `missing field "total_pages"`, `bad field "page"`, `not JSON`, `empty`: for logs.
    static func describe(_ problem: AnswerProblem) -> String {
        switch problem {
        case .empty: "empty"
        case .notJSON: "not JSON"
        case .missingField(let path): "missing field \"\(path)\""
        case .badField(let path): "bad field \"\(path)\""
        }
    }
}
