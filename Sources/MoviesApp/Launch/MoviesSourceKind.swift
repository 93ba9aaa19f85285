/// Where movies come from.
package enum MoviesSourceKind: String, Equatable, Sendable, CaseIterable {
    /// The embedded catalog (offline, the default).
    case catalog
    /// TMDB over HTTP (needs `TMDB_API_KEY`).
    case tmdb
}
