import MoviesDomain

/// The log form of a failure kind: a `kind` name and the fields of that kind, flat in the
/// action's (or the state's) JSON object.
///
/// `{"kind":"serverError","status":503}`, `{"kind":"unreachable","address":"127.0.0.1:9"}`,
/// `{"kind":"timedOut","seconds":15}`, `{"kind":"tooLarge"}`, `{"kind":"unreadable","problem":"missingField",
/// "field":"total_pages"}`. `noConnection` and `failed` are the names logs had before the other
/// kinds existed; an object without `kind` reads as `failed`.
extension FailureKind: Codable {
    /// The kind's name in logs.
    package var name: String {
        switch self {
        case .noConnection: "noConnection"
        case .unreachable: "unreachable"
        case .rejectedKey: "rejectedKey"
        case .notFound: "notFound"
        case .rateLimited: "rateLimited"
        case .serverError: "serverError"
        case .httpStatus: "httpStatus"
        case .timedOut: "timedOut"
        case .tooLarge: "tooLarge"
        case .unreadable: "unreadable"
        case .failed: "failed"
        }
    }

    /// Reads the kind from `container`: `failed` when there is no `kind`; the fields of the kind
    /// named are required.
    /// - Throws: `DecodingError` for an unknown name or a missing or mistyped field.
    package init(from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        let name = try container.decodeIfPresent(String.self, forKey: .kind) ?? "failed"
        switch name {
        case "noConnection": self = .noConnection
        case "unreachable": self = .unreachable(address: try container.decode(String.self, forKey: .address))
        case "rejectedKey": self = .rejectedKey
        case "notFound": self = .notFound
        case "rateLimited": self = .rateLimited
        case "serverError": self = .serverError(status: try container.decode(Int.self, forKey: .status))
        case "httpStatus": self = .httpStatus(try container.decode(Int.self, forKey: .status))
        case "timedOut": self = .timedOut(seconds: try container.decode(Int.self, forKey: .seconds))
        case "tooLarge": self = .tooLarge
        case "unreadable": self = .unreadable(try Self.problem(from: container))
        case "failed": self = .failed
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown failure kind \"\(name)\"")
        }
    }

    /// Writes `kind` and the kind's fields into `container`.
    /// - Throws: what the container throws.
    package func encode(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        try container.encode(name, forKey: .kind)
        switch self {
        case .unreachable(let address): try container.encode(address, forKey: .address)
        case .serverError(let status), .httpStatus(let status): try container.encode(status, forKey: .status)
        case .timedOut(let seconds): try container.encode(seconds, forKey: .seconds)
        case .unreadable(let problem):
            switch problem {
            case .empty: try container.encode("empty", forKey: .problem)
            case .notJSON: try container.encode("notJSON", forKey: .problem)
            case .missingField(let path):
                try container.encode("missingField", forKey: .problem)
                try container.encode(path, forKey: .field)
            case .badField(let path):
                try container.encode("badField", forKey: .problem)
                try container.encode(path, forKey: .field)
            }
        case .noConnection, .rejectedKey, .notFound, .rateLimited, .tooLarge, .failed: break
        }
    }

    /// Decodes a kind alone, as an object (`{"kind":"notFound"}`), as a state holds it.
    /// - Throws: `DecodingError` (see the container initializer).
    package init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: ActionCodingKey.self))
    }

    /// Encodes a kind alone, as an object.
    /// - Throws: what the encoder throws.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ActionCodingKey.self)
        try encode(into: &container)
    }

    private static func problem(from container: KeyedDecodingContainer<ActionCodingKey>) throws -> AnswerProblem {
        let problem = try container.decode(String.self, forKey: .problem)
        switch problem {
        case "empty": return .empty
        case "notJSON": return .notJSON
        case "missingField": return .missingField(path: try container.decode(String.self, forKey: .field))
        case "badField": return .badField(path: try container.decode(String.self, forKey: .field))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .problem, in: container, debugDescription: "unknown answer problem \"\(problem)\"")
        }
    }
}
