import BenchKit
import MoviesApp
import MoviesDomain

/// Writes the actions of long console sessions of flux-movies, as its action log sees them.
///
/// The session is a user browsing the embedded catalog (the app's default, offline source: no
/// cached pages, no failures, no posters, since catalog movies have none). One *visit* is:
/// - a search: typed (`search.submitted`) or, one time in four once there is a history, picked
///   from the recent queries (`suggestions.requested`, `suggestions.loaded` with up to 10
///   queries, `suggestions.picked`, then the `search.submitted` the pick middleware sends);
/// - its first page (`search.pageLoaded`, a real catalog page: up to 20 movies);
/// - opening 4 to 16 of its movies, each `details.opened` then `navigation.back`;
/// - for two visits in five whose query has a second page: `search.nextPageRequested`, that page,
///   and 2 to 8 of its movies opened and closed again.
///
/// About 24 actions per visit, one in 18.5 a page load; the page loads are most of the bytes and
/// of the coding time. Every action is one the reducers accept (a result carries the id of the
/// request in flight, an opened index exists), so nothing is reduced for nothing.
struct SessionScript {
    /// Generated actions and what the stores should end with after reducing them.
    struct Output {
        /// The actions, in dispatch order.
        let actions: [AppAction]
        /// The search store's `lastRequestID` after all of them (a check that none was ignored).
        let lastRequestID: Int
        /// How many actions of each type there are, by `AppAction.typeName`.
        let typeCounts: [String: Int]

        /// The counts as `type count` pairs, most frequent first, e.g. for a progress line.
        var mix: String {
            typeCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    private let pages: SessionPages
    private var random: SeededGenerator
    private var actions: [AppAction] = []
    private var recent: [String] = []
    /// The id of the search store's request in flight (one more per accepted request).
    private var requestID = 0

    /// Creates a script over the catalog's pages; the same seed writes the same session.
    init(pages: SessionPages, seed: UInt64 = 2_026) {
        self.pages = pages
        random = SeededGenerator(seed: seed)
    }

    /// Exactly `count` actions (the last visit may be cut short).
    mutating func generate(count: Int) -> Output {
        actions.removeAll(keepingCapacity: true)
        actions.reserveCapacity(count + 64)
        recent = []
        requestID = 0
        while actions.count < count { visit() }
        let kept = Array(actions.prefix(count))
        var requests = 0
        var typeCounts: [String: Int] = [:]
        for action in kept {
            typeCounts[action.typeName, default: 0] += 1
            switch action {
            case .search(.submitted), .search(.nextPageRequested): requests += 1
            default: break
            }
        }
        return Output(actions: kept, lastRequestID: requests, typeCounts: typeCounts)
    }

    /// One search, its first page and maybe its second, with movies opened from each.
    private mutating func visit() {
        let query: String
        if !recent.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
            query = pickFromRecent()
        } else {
            query = pages.entries[Int.random(in: 0..<pages.entries.count, using: &random)].query
        }
        guard let entry = pages.entry(for: query) else { return }
        submit(entry.query)
        load(entry.first)
        browse(entry.first, skipping: 0, opening: 4...16)
        guard let second = entry.second, Int.random(in: 0..<5, using: &random) < 2 else { return }
        actions.append(.search(.nextPageRequested))
        requestID += 1
        load(second)
        browse(second, skipping: entry.first.movies.count, opening: 2...8)
    }

    /// Shows the recent queries and picks one of them; returns its query.
    private mutating func pickFromRecent() -> String {
        let index = Int.random(in: 1...recent.count, using: &random)
        actions.append(.suggestions(.requested))
        actions.append(.suggestions(.loaded(queries: recent)))
        actions.append(.suggestions(.picked(index: index)))
        return recent[index - 1]
    }

    /// Moves `query` to the front of the recent queries (at most 10 kept, no duplicates), as
    /// the app saves every search.
    private mutating func remember(_ query: String) {
        recent.removeAll { $0 == query }
        recent.insert(query, at: 0)
        if recent.count > 10 { recent.removeLast() }
    }

    private mutating func submit(_ query: String) {
        actions.append(.search(.submitted(query: query)))
        requestID += 1
        remember(query)
    }

    private mutating func load(_ page: MoviesPage) {
        actions.append(.search(.pageLoaded(requestID: requestID, page: page)))
    }

    /// Opens some of `page`'s movies (1-based list numbers after `skipping` earlier ones), each
    /// followed by going back to the list.
    private mutating func browse(_ page: MoviesPage, skipping: Int, opening range: ClosedRange<Int>) {
        guard !page.movies.isEmpty else { return }
        let count = min(Int.random(in: range, using: &random), page.movies.count)
        for _ in 0..<count {
            let index = skipping + Int.random(in: 1...page.movies.count, using: &random)
            actions.append(.details(.opened(index: index)))
            actions.append(.navigation(.back))
        }
    }
}
