/// What can happen to the recent-query suggestions.
package enum SuggestionsAction: Equatable, Sendable {
    /// The user asked to see the recent searches; they are fetched from storage each time.
    case requested
    /// Storage returned these queries, newest first.
    case loaded(queries: [String])
    /// Storage could not be read; no suggestions are shown.
    case loadFailed(detail: String)
    /// The user picked suggestion `index` (1-based); a search for its query follows.
    case picked(index: Int)
}

extension SuggestionsAction: FeatureActionCoding {
    static let typeNames: Set<String> = [
        "suggestions.requested", "suggestions.loaded", "suggestions.loadFailed", "suggestions.picked",
    ]

    var typeName: String {
        switch self {
        case .requested: "suggestions.requested"
        case .loaded: "suggestions.loaded"
        case .loadFailed: "suggestions.loadFailed"
        case .picked: "suggestions.picked"
        }
    }

    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        switch type {
        case "suggestions.requested": self = .requested
        case "suggestions.loaded": self = .loaded(queries: try container.decode([String].self, forKey: .queries))
        case "suggestions.loadFailed": self = .loadFailed(detail: try container.decode(String.self, forKey: .detail))
        default: self = .picked(index: try container.decode(Int.self, forKey: .index))
        }
    }

    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        switch self {
        case .requested: break
        case .loaded(let queries): try container.encode(queries, forKey: .queries)
        case .loadFailed(let detail): try container.encode(detail, forKey: .detail)
        case .picked(let index): try container.encode(index, forKey: .index)
        }
    }
}
