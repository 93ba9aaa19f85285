import Flux
import FluxActionLog

/// The action type of the action-log tests: a small app with a counter, notes and an effect.
package enum TallyAction: LoggableAction, Equatable {
    case add(Int)
    case note(String)
    case tag(name: String, weight: Double?)
    case reset
    case request(id: Int)
    case loaded(id: Int, amount: Int)

    package static let loggedTypeNames: Set<String> = [
        "tally.add", "notes.add", "notes.tag", "tally.reset", "tally.request", "tally.loaded",
    ]

    private enum Key: String, CodingKey { case type, amount, text, name, weight, id }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "tally.add": self = .add(try container.decode(Int.self, forKey: .amount))
        case "notes.add": self = .note(try container.decode(String.self, forKey: .text))
        case "notes.tag":
            self = .tag(
                name: try container.decode(String.self, forKey: .name),
                weight: try container.decodeIfPresent(Double.self, forKey: .weight))
        case "tally.reset": self = .reset
        case "tally.request": self = .request(id: try container.decode(Int.self, forKey: .id))
        case "tally.loaded":
            self = .loaded(
                id: try container.decode(Int.self, forKey: .id), amount: try container.decode(Int.self, forKey: .amount)
            )
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown type \(type)")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .add(let amount):
            try container.encode("tally.add", forKey: .type)
            try container.encode(amount, forKey: .amount)
        case .note(let text):
            try container.encode("notes.add", forKey: .type)
            try container.encode(text, forKey: .text)
        case .tag(let name, let weight):
            try container.encode("notes.tag", forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(weight, forKey: .weight)
        case .reset:
            try container.encode("tally.reset", forKey: .type)
        case .request(let id):
            try container.encode("tally.request", forKey: .type)
            try container.encode(id, forKey: .id)
        case .loaded(let id, let amount):
            try container.encode("tally.loaded", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(amount, forKey: .amount)
        }
    }
}
