import FluxActionLog
import Foundation

/// The action of the FluxActionLog articles' example: a to-do list.
enum TodoAction: LoggableAction, Equatable {
    case add(title: String)
    case toggle(index: Int)

    static let loggedTypeNames: Set<String> = ["todo.add", "todo.toggle"]

    private enum Key: String, CodingKey { case type, title, index }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .type) {
        case "todo.add": self = .add(title: try container.decode(String.self, forKey: .title))
        case "todo.toggle": self = .toggle(index: try container.decode(Int.self, forKey: .index))
        case let type:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown type \(type)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .add(let title):
            try container.encode("todo.add", forKey: .type)
            try container.encode(title, forKey: .title)
        case .toggle(let index):
            try container.encode("todo.toggle", forKey: .type)
            try container.encode(index, forKey: .index)
        }
    }
}
