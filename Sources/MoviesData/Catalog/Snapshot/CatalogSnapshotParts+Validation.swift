extension CatalogSnapshotParts {
    /// The first reason these parts cannot be searched safely (an offset or id out of range, a
    /// count that disagrees, a movie record cut short), or nil when every array is consistent.
    func firstProblem() -> String? {
        let movies = movieCount
        let terms = termStarts.count - 1
        let checks: [() -> String?] = [
            { offsetsProblem(movieStarts, end: movieRecords.count, .movieStarts) },
            { recordsProblem() },
            { offsetsProblem(termStarts, end: termBytes.count, .termStarts) },
            { countProblem(termMasks.count, terms, .termMasks) },
            { countProblem(termIDsByLength.count, terms, .termIDsByLength) },
            { rangeProblem(termIDsByLength, below: terms, .termIDsByLength) },
            { offsetsProblem(termLengthStarts, end: terms, .termLengthStarts) },
            { countProblem(postingStarts.count, terms + 1, .postingStarts) },
            { offsetsProblem(postingStarts, end: postingEntries.count, .postingStarts) },
            { rangeProblem(postingEntries.lazy.map { $0 >> 1 }, below: movies, .postingEntries) },
            { countProblem(titleFullStarts.count, movies, .titleFullStarts) },
            { titleKeysProblem() },
            { countProblem(titleWordStarts.count, titleKeyBytes.count / 64 + 1, .titleWordStarts) },
            { countProblem(staticRank.count, movies, .staticRank) },
            { rangeProblem(staticRank, below: movies, .staticRank) },
            { countProblem(movieByRank.count, movies, .movieByRank) },
            { rangeProblem(movieByRank, below: movies, .movieByRank) },
            { countProblem(reviewsByRank.count, movies, .reviewsByRank) },
            { countProblem(yearStarts.count, 201, .yearStarts) },
            { offsetsProblem(yearStarts, end: yearMovies.count, .yearStarts) },
            { rangeProblem(yearMovies, below: movies, .yearMovies) },
        ]
        for check in checks {
            if let problem = check() { return problem }
        }
        return nil
    }

    /// Whether `values` start at 0, never decrease and end at `end`.
    private func offsetsProblem<Value: BinaryInteger>(
        _ values: [Value], end: Int, _ section: CatalogSnapshotSection
    ) -> String? {
        guard let first = values.first, let last = values.last, first == 0, last == end else {
            return "section \(section.name) does not run from 0 to \(end)"
        }
        for index in values.indices.dropFirst() where values[index] < values[index - 1] {
            return "section \(section.name) decreases at entry \(index)"
        }
        return nil
    }

    /// Whether a section has the count the others imply.
    private func countProblem(_ count: Int, _ expected: Int, _ section: CatalogSnapshotSection) -> String? {
        count == expected ? nil : "section \(section.name) has \(count) entries instead of \(expected)"
    }

    /// Whether every value is in `0..<bound`.
    private func rangeProblem<Values: Sequence>(
        _ values: Values, below bound: Int, _ section: CatalogSnapshotSection
    ) -> String? where Values.Element: BinaryInteger {
        for (index, value) in values.enumerated() where value < 0 || value >= bound {
            return "section \(section.name) entry \(index) is \(value), outside 0..<\(bound)"
        }
        return nil
    }

    /// Whether each title's full key ends where its short key starts, in order, up to the last byte.
    private func titleKeysProblem() -> String? {
        guard titleShortStarts.count == movieCount + 1 else {
            return countProblem(titleShortStarts.count, movieCount + 1, .titleShortStarts)
        }
        var previous: Int32 = 0
        for movie in 0..<movieCount {
            guard previous <= titleFullStarts[movie], titleFullStarts[movie] <= titleShortStarts[movie] else {
                return "section \(CatalogSnapshotSection.titleFullStarts.name) is out of order at movie \(movie)"
            }
            previous = titleShortStarts[movie]
        }
        guard titleFullStarts.first ?? 0 == 0, let last = titleShortStarts.last, previous <= last,
            Int(last) == titleKeyBytes.count
        else { return "section \(CatalogSnapshotSection.titleShortStarts.name) does not end at the last key byte" }
        return nil
    }

    /// Whether every movie record is well formed.
    private func recordsProblem() -> String? {
        movieRecords.withUnsafeBytes { raw in
            for movie in 0..<movieCount
            where !MovieRecordReader.isWellFormed(raw, range: Int(movieStarts[movie])..<Int(movieStarts[movie + 1])) {
                return "movie record \(movie) is malformed"
            }
            return nil
        }
    }
}
