import FluxActionLog

// The action of the articles' synthesized-coding example: a conformance with nothing written,
// the feature enums nested in it with the Codable Swift synthesizes.

enum LibraryAction: LoggableAction, Equatable {
    case search(SearchAction)
    case shelf(ShelfAction)
}

enum SearchAction: Codable, Equatable, Sendable {
    case submitted(query: String)
    case cleared
}

enum ShelfAction: Codable, Equatable, Sendable {
    case added(title: String)
    case removed(index: Int)
}
