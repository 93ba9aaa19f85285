import MoviesDomain

/// The JSON shape of `response-cache.json`: entries newest first.
struct ResponseCacheFile: Codable, Equatable, Sendable {
    /// One cached response, keyed by the exact query text and page number.
    struct Entry: Codable, Equatable, Sendable {
        var query: String
        var page: Int
        var response: MoviesPage
    }

    var entries: [Entry]

    /// At most `limit` entries, first (newest) occurrence of each key kept.
    func limited(to limit: Int) -> ResponseCacheFile {
        var seen = Set<String>()
        var kept: [Entry] = []
        for entry in entries where kept.count < limit && seen.insert("\(entry.page)\u{0}\(entry.query)").inserted {
            kept.append(entry)
        }
        return ResponseCacheFile(entries: kept)
    }
}
