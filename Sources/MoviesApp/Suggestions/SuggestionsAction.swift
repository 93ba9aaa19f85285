/// What can happen to the recent-query suggestions and to the live title suggestions.
package enum SuggestionsAction: Equatable, Sendable {
    /// The user asked to see the recent searches; they are fetched from storage each time.
    case requested
    /// Storage returned these queries, newest first.
    case loaded(queries: [String])
    /// Storage could not be read; no suggestions are shown.
    case loadFailed(detail: String)
    /// The user picked suggestion `index` (1-based); a search for its query follows.
    case picked(index: Int)
    /// The search text typed so far at the prompt changed (`""`: nothing is typed, or the line
    /// is not a search); titles for it follow after a pause in typing.
    case typed(text: String)
    /// The catalog's titles for `query` (a text typed before); kept only if it is still what is
    /// typed.
    case titlesFound(query: String, titles: [TitleSuggestion])
}

extension SuggestionsAction: FeatureActionCoding {
    static let typeNames: Set<String> = [
        "suggestions.requested", "suggestions.loaded", "suggestions.loadFailed", "suggestions.picked",
        "suggestions.typed", "suggestions.titlesFound",
    ]

    var typeName: String {
        switch self {
        case .requested: "suggestions.requested"
        case .loaded: "suggestions.loaded"
        case .loadFailed: "suggestions.loadFailed"
        case .picked: "suggestions.picked"
        case .typed: "suggestions.typed"
        case .titlesFound: "suggestions.titlesFound"
        }
    }

    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        switch type {
        case "suggestions.requested": self = .requested
        case "suggestions.loaded": self = .loaded(queries: try container.decode([String].self, forKey: .queries))
        case "suggestions.loadFailed": self = .loadFailed(detail: try container.decode(String.self, forKey: .detail))
        case "suggestions.typed": self = .typed(text: try container.decode(String.self, forKey: .text))
        case "suggestions.titlesFound":
            self = .titlesFound(
                query: try container.decode(String.self, forKey: .query),
                titles: try container.decode([TitleSuggestion].self, forKey: .titles))
        default: self = .picked(index: try container.decode(Int.self, forKey: .index))
        }
    }

    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        switch self {
        case .requested: break
        case .loaded(let queries): try container.encode(queries, forKey: .queries)
        case .loadFailed(let detail): try container.encode(detail, forKey: .detail)
        case .picked(let index): try container.encode(index, forKey: .index)
        case .typed(let text): try container.encode(text, forKey: .text)
        case .titlesFound(let query, let titles):
            try container.encode(query, forKey: .query)
            try container.encode(titles, forKey: .titles)
        }
    }
}
