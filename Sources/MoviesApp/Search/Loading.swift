import MoviesDomain

/// What the search store is loading.
package enum Loading: String, Equatable, Sendable, Codable {
    /// A new search: the whole list is loading.
    case fullScreen
    /// The next page, below the loaded items.
    case nextPage
}
