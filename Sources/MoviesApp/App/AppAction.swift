import Flux
import FluxActionLog

/// Everything that can happen in flux-movies: the one action type its dispatcher sends.
///
/// Each feature has its own action enum; this composes them. Every user intent and every effect
/// result is an action, so the reducers alone determine the states and a recorded session can
/// be replayed. Actions encode as one JSON object with a stable `"type"` (see `loggedTypeNames`):
///
/// ```json
/// {"type": "search.submitted", "query": "love"}
/// ```
package enum AppAction: Equatable, Sendable {
    /// The movies list: searches, pages, cancellation and load results.
    case search(SearchAction)
    /// The recent-query suggestions.
    case suggestions(SuggestionsAction)
    /// The details screen and its poster.
    case details(DetailsAction)
    /// Moving between screens.
    case navigation(NavigationAction)
}

extension AppAction: LoggableAction {
    /// Every `"type"` an app action can have.
    package static var loggedTypeNames: Set<String> {
        SearchAction.typeNames.union(SuggestionsAction.typeNames)
            .union(DetailsAction.typeNames).union(NavigationAction.typeNames)
    }

    /// The stable type name written to action logs, e.g. `"search.submitted"`.
    package var typeName: String {
        switch self {
        case .search(let action): action.typeName
        case .suggestions(let action): action.typeName
        case .details(let action): action.typeName
        case .navigation(let action): action.typeName
        }
    }

    /// Decodes `{"type": ..., fields...}`.
    /// - Throws: `DecodingError.dataCorrupted` naming an unknown type; `keyNotFound` for a missing field.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ActionCodingKey.self)
        let type = try container.decode(String.self, forKey: .type)
        if SearchAction.typeNames.contains(type) {
            self = .search(try SearchAction(type: type, from: container))
        } else if SuggestionsAction.typeNames.contains(type) {
            self = .suggestions(try SuggestionsAction(type: type, from: container))
        } else if DetailsAction.typeNames.contains(type) {
            self = .details(try DetailsAction(type: type, from: container))
        } else if NavigationAction.typeNames.contains(type) {
            self = .navigation(try NavigationAction(type: type, from: container))
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown action type \"\(type)\"")
        }
    }

    /// Encodes the action as one object: `"type"` and the case's fields.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ActionCodingKey.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .search(let action): try action.encodeFields(into: &container)
        case .suggestions(let action): try action.encodeFields(into: &container)
        case .details(let action): try action.encodeFields(into: &container)
        case .navigation(let action): try action.encodeFields(into: &container)
        }
    }
}
