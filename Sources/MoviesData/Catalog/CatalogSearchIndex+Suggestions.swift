extension CatalogSearchIndex {
    /// Up to `limit` movies whose title is near `text` ("did you mean"), nearest first.
    ///
    /// The query and each title are compared without spaces or small words (``TitleKeys``): the
    /// whole title, or its beginning as long as the query (one edit worse). A title qualifies within
    /// ``TypoDistance/looseAllowance(forLength:)`` edits; ties go to the more popular film.
    func suggestions(for text: String, limit: Int) -> [Int32] {
        let query = SearchQuery(text).key(includingSmallWords: false, droppingYears: true)
        guard !query.isEmpty, limit > 0 else { return [] }
        let allowed = TypoDistance.looseAllowance(forLength: query.count)
        var found: [(score: Int, rank: Int32, movie: Int32)] = []
        query.withUnsafeBufferPointer { needle in
            for movie in 0..<movieCount {
                guard let score = score(needle, titleKeys.short(movie), allowed: allowed) else { continue }
                found.append((score, staticRank[movie], Int32(movie)))
            }
        }
        found.sort { $0.score != $1.score ? $0.score < $1.score : $0.rank < $1.rank }
        return found.prefix(limit).map(\.movie)
    }

    /// The edits between `query` and the whole `title`, or its beginning plus one; nil beyond `allowed`.
    private func score(_ query: UnsafeBufferPointer<UInt8>, _ title: ArraySlice<UInt8>, allowed: Int) -> Int? {
        title.withUnsafeBufferPointer { whole in
            let full = TypoDistance.distance(query, whole, limit: allowed)
            guard whole.count > query.count, allowed > 1 else { return full }
            let beginning = UnsafeBufferPointer(rebasing: whole[0..<query.count])
            let start = TypoDistance.distance(query, beginning, limit: allowed - 1).map { $0 + 1 }
            switch (full, start) {
            case (let full?, let start?): return min(full, start)
            case (let full?, nil): return full
            case (nil, let start): return start
            }
        }
    }
}
