import FluxActionLog

/// The action of the articles' synthesized-coding example: a conformance with nothing written.
enum LibraryAction: LoggableAction, Equatable {
    case search(SearchAction)
    case shelf(ShelfAction)
}

/// The library's search feature: nested in ``LibraryAction``, with the coding Swift synthesizes.
enum SearchAction: Codable, Equatable, Sendable {
    case submitted(query: String)
    case cleared
}

/// The library's shelf feature.
enum ShelfAction: Codable, Equatable, Sendable {
    case added(title: String)
    case removed(index: Int)
}
