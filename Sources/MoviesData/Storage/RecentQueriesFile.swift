import Foundation

/// The JSON shape of `recent-queries.json`: `{"queries": ["newest", ...]}`.
struct RecentQueriesFile: Codable, Equatable, Sendable {
    var queries: [String]

    /// What makes two queries the same recent search: their text folded the way search folds it
    /// (case, accents, punctuation such as quotes, repeated spaces: `ALIEN`, `"alien"` and
    /// `alien` are one search); a query with no letter or digit is compared as typed.
    static func key(_ query: String) -> String {
        let folded = SearchTextFolding.fold(query)
        return folded.isEmpty ? query : folded
    }

    /// Trimmed, non-empty, first occurrence (the newest spelling) of each ``key(_:)`` kept, at most
    /// `maxStoredCount`.
    func normalized() -> RecentQueriesFile {
        var seen = Set<String>()
        var result: [String] = []
        for query in queries {
            let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, seen.insert(Self.key(text)).inserted else { continue }
            result.append(text)
            if result.count == RecentQueriesStore.maxStoredCount { break }
        }
        return RecentQueriesFile(queries: result)
    }
}
