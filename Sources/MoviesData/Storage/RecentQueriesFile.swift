import Foundation

/// The JSON shape of `recent-queries.json`: `{"queries": ["newest", ...]}`.
struct RecentQueriesFile: Codable, Equatable, Sendable {
    var queries: [String]

    /// Trimmed, non-empty, first occurrence kept, at most `maxStoredCount`.
    func normalized() -> RecentQueriesFile {
        var seen = Set<String>()
        var result: [String] = []
        for query in queries {
            let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, seen.insert(text).inserted else { continue }
            result.append(text)
            if result.count == RecentQueriesStore.maxStoredCount { break }
        }
        return RecentQueriesFile(queries: result)
    }
}
