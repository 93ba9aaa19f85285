import Flux
import FluxActionLog

/// Hand-written coding that rounds its value to cents: it reads back as another value, which
/// only `==` notices (reading the JSON back and encoding it again gives the same bytes).
enum RatingAction: LoggableAction, Equatable {
    case rate(Double)

    private enum Key: String, CodingKey { case type, value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self = .rate(try container.decode(Double.self, forKey: .value))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .rate(let value):
            try container.encode("rate", forKey: .type)
            try container.encode((value * 100).rounded() / 100, forKey: .value)
        }
    }
}

/// Not `Equatable`; its `encode(to:)` writes `pinned`, which its `init(from:)` ignores.
enum MemoAction: LoggableAction {
    case clear
    case memo(text: String, pinned: Bool)

    private enum Key: String, CodingKey { case type, text, pinned }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .type) {
        case "memo": self = .memo(text: try container.decode(String.self, forKey: .text), pinned: false)
        default: self = .clear
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .clear:
            try container.encode("clear", forKey: .type)
        case .memo(let text, let pinned):
            try container.encode("memo", forKey: .type)
            try container.encode(text, forKey: .text)
            try container.encode(pinned, forKey: .pinned)
        }
    }
}

/// Writes its title under `name` and reads it from `title`: it never reads back.
struct TitleAction: LoggableAction, Equatable {
    var title: String

    private enum Key: String, CodingKey { case type, name, title }

    init(title: String) { self.title = title }

    init(from decoder: any Decoder) throws {
        title = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .title)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("title", forKey: .type)
        try container.encode(title, forKey: .name)
    }
}

/// A synthesized enum with a top-level case named `type`: the recorder cannot add its `"type"`.
enum TypeCaseAction: LoggableAction, Equatable {
    case type(String)
    case other
}

/// A dispatcher with one store counting the actions: for actions that only need to be recorded.
@MainActor
func countingDispatcher<Action: Sendable>(of _: Action.Type) throws -> Dispatcher<Action> {
    let dispatcher = Dispatcher<Action>()
    try dispatcher.register(Store<Int, Action>(name: "count", initialState: 0) { state, _ in state += 1 })
    return dispatcher
}

/// A struct carried by ``PayloadAction``: its fields are not case names.
struct BookQuery: Codable, Equatable, Sendable {
    var text: String
    var filter: [String: String]
}

/// Synthesized cases whose values are not nested enums: a struct, several unlabeled values.
enum PayloadAction: LoggableAction, Equatable {
    case find(BookQuery)
    case pair(Int, String)
}
