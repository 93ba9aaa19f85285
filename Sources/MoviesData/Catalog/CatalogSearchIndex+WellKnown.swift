import MoviesDomain

/// The two rules that put the film people mean before a lesser film that matches as well or
/// better: a whole title yields to a far better-known title that starts with the query, and the
/// first film of a series comes before its sequels (`CatalogSearchIndex.matches(for:)` applies
/// both).
extension CatalogSearchIndex {
    /// `found` (sorted sort keys) with each whole-title match that another title outshines ranked
    /// among those titles instead of before them: when a film whose title starts with the query's
    /// words has at least ``wholeTitleYieldFactor`` times its reviews (`lord of the rings`: the
    /// three films of 2001-2003, not the animated film of 1978 first; `django`: *Django
    /// Unchained*). The same between a title that is the query but for typos and the titles with
    /// every word of the query and as many typos (`lord of the rigns`). Among them, the prior
    /// decides (``PopularityPrior``).
    func yieldingObscureWholeTitles(_ found: [UInt64]) -> [UInt64] {
        var most: [UInt64: Int] = [:]
        for key in found {
            guard let rivals = MatchRanker.rivalGroup(ofOutshining: key) else { continue }
            most[rivals] = max(most[rivals] ?? 0, reviews(of: key))
        }
        guard !most.isEmpty else { return found }
        var yielded = false
        let keys = found.map { key in
            guard let rivals = MatchRanker.rivalGroup(ofWhole: key), let best = most[rivals],
                reviews(of: key) * Self.wholeTitleYieldFactor <= best
            else { return key }
            yielded = true
            return MatchRanker.yielding(key)
        }
        return yielded ? keys.sorted() : found
    }

    /// How many times a whole-title match's reviews a title starting with the query needs to
    /// be listed before it.
    static let wholeTitleYieldFactor = 5

    /// The review count of the movie of `key`.
    func reviews(of key: UInt64) -> Int {
        Int(reviewsByRank[Int(key & 0xFFFF_FFFF)])
    }

    /// `found` (best first) with the first film of a series moved before its sequels: among
    /// the titles with every word of the query, the title starting with them, a title that is the
    /// start of another's (whole words) moves right before the first of those listed
    /// before it (`godf`: *The Godfather* before *The Godfather Part II*, rated higher with fewer
    /// reviews), unless that one has at least ``wholeTitleYieldFactor`` times its reviews. Only
    /// the first two pages are looked at.
    func firstOfSeriesFirst(_ found: [UInt64]) -> [UInt64] {
        var keys = found
        for position in 0..<min(keys.count, 2 * MovieCatalog.pageSize) {
            let key = keys[position]
            guard MatchRanker.isSeriesCandidate(key),
                let sequel = keys[..<position].firstIndex(where: { isSequel($0, of: key) }),
                reviews(of: keys[sequel]) < reviews(of: key) * Self.wholeTitleYieldFactor
            else { continue }
            keys.remove(at: position)
            keys.insert(key, at: sequel)
        }
        return keys
    }

    /// Whether the movie of `other` is a sequel of that of `key` as far as titles tell: in the
    /// same criterion, its title starting with every word of the other's, and longer.
    private func isSequel(_ other: UInt64, of key: UInt64) -> Bool {
        guard other >> 56 == key >> 56 else { return false }
        let title = titleKeys.short(movie(of: key))
        let longer = titleKeys.short(movie(of: other))
        return longer.count > title.count && longer.starts(with: title)
            && titleKeys.shortKeyHasWordBoundary(movie(of: other), at: title.count)
    }

    /// The movie (an index into the catalog's movies) of `key`.
    private func movie(of key: UInt64) -> Int {
        Int(movieByRank[Int(key & 0xFFFF_FFFF)])
    }
}
