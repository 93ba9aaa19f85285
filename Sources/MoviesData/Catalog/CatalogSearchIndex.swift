import Foundation
import MoviesDomain

/// The catalog's search index: an inverted index of title and director words, with typo lookup.
///
/// A query is split into words (``SearchQuery``); each word that a match needs (all but the small
/// words) is looked up as an exact term, as a prefix (the last word), as a typo (``SearchTermTable``)
/// and, for a year, among the films of that year. The movies every needed word matched are ranked
/// by ``MatchRanker``. When nothing matches, the search is tried again without the years as
/// filters, then with typos in known words too (at first only unknown words are corrected).
/// When a page or less matches and no title is the query, a title that is the query but for typos
/// in known words joins the matches, after the titles that start with the query's words
/// (`the dark night`: *The Dark Knight* before *So Dark the Night*; `night` finds too many films
/// for *The Knight* to join them). When still nothing matches, two neighbouring words may be one
/// (`brave heart`: *Braveheart*).
struct CatalogSearchIndex: Sendable {
    /// The vocabulary and its postings.
    let postings: SearchPostings
    /// Each title's words run together.
    let titleKeys: TitleKeys
    /// Per movie, its popularity rank: ``PopularityPrior``, review count, year, title, id.
    let staticRank: [Int32]
    /// Per popularity rank, its movie.
    let movieByRank: [Int32]
    /// Per year from 1900 (index 0) to 2099, its movies.
    let moviesByYear: [[Int32]]
    /// How many movies are indexed.
    let movieCount: Int
    /// Per popularity rank, its movie's review count (0 when unknown).
    let reviewsByRank: [Int32]

    /// The first year of `moviesByYear`.
    static let firstYear = 1900

    /// Indexes `movies` (folds each title and director once).
    init(movies: [Movie]) {
        let literalTitleWords = movies.map { SearchWords.literalWords(of: $0.title) }
        let titleWords = literalTitleWords.map { $0.map(SearchWords.canonical) }
        postings = SearchPostings(movies: movies, literalTitleWords: literalTitleWords, titleWords: titleWords)
        titleKeys = TitleKeys(literalTitleWords: literalTitleWords, titleWords: titleWords)
        movieCount = movies.count
        let ranks = Self.popularityRanks(movies, titleKeys: titleKeys)
        staticRank = ranks
        var byRank = [Int32](repeating: 0, count: movies.count)
        for (movie, rank) in ranks.enumerated() { byRank[Int(rank)] = Int32(movie) }
        movieByRank = byRank
        reviewsByRank = byRank.map { Int32(clamping: max(0, movies[Int($0)].reviewCount ?? 0)) }
        var byYear = [[Int32]](repeating: [], count: 200)
        for (index, movie) in movies.enumerated() {
            guard let year = movie.year, (Self.firstYear..<Self.firstYear + 200).contains(year) else { continue }
            byYear[year - Self.firstYear].append(Int32(index))
        }
        moviesByYear = byYear
    }

    /// An index from its parts, as a snapshot holds them (checked by ``CatalogSnapshotParts``).
    init(
        postings: SearchPostings, titleKeys: TitleKeys, staticRank: [Int32], movieByRank: [Int32],
        moviesByYear: [[Int32]], movieCount: Int, reviewsByRank: [Int32]
    ) {
        self.postings = postings
        self.titleKeys = titleKeys
        self.staticRank = staticRank
        self.movieByRank = movieByRank
        self.moviesByYear = moviesByYear
        self.movieCount = movieCount
        self.reviewsByRank = reviewsByRank
    }

    /// Each movie's position when sorted by ``PopularityPrior`` (higher first), review count
    /// (descending), year, full title key, id.
    private static func popularityRanks(_ movies: [Movie], titleKeys: TitleKeys) -> [Int32] {
        let prior = PopularityPrior(movies: movies)
        let scores = movies.map(prior.score(of:))
        let reviews = movies.map { $0.reviewCount ?? -1 }
        let years = movies.map { $0.year ?? Int.max }
        let order = movies.indices.sorted { lhs, rhs in
            if scores[lhs] != scores[rhs] { return scores[lhs] > scores[rhs] }
            if reviews[lhs] != reviews[rhs] { return reviews[lhs] > reviews[rhs] }
            if years[lhs] != years[rhs] { return years[lhs] < years[rhs] }
            let lhsKey = titleKeys.full(lhs)
            let rhsKey = titleKeys.full(rhs)
            if lhsKey != rhsKey { return lhsKey.lexicographicallyPrecedes(rhsKey) }
            return movies[lhs].id < movies[rhs].id
        }
        var ranks = [Int32](repeating: 0, count: movies.count)
        for (rank, movie) in order.enumerated() { ranks[movie] = Int32(rank) }
        return ranks
    }

    /// Indices (into the catalog's movies) of every movie matching `text`, best first.
    ///
    /// When nothing matches, two neighbouring words run together may be one word of a title
    /// (`brave heart`: *Braveheart*): the first such pair that finds something gives the matches.
    func matches(for text: String) -> [Int32] {
        let query = SearchQuery(text)
        guard !query.words.isEmpty, movieCount > 0 else { return [] }
        if let found = firstMatches(query) { return found }
        for joined in query.withNeighboursJoined {
            if let found = firstMatches(joined) { return found }
        }
        return []
    }

    /// The matches of the first attempt that finds any (exact words; without years as filters;
    /// with typos in known words), or nil.
    private func firstMatches(_ query: SearchQuery) -> [Int32]? {
        let canCorrectMore = query.words.contains { word in
            word.typoAllowance > 0 && postings.terms.id(of: word.text) != nil
        }
        var attempts = [(typosEverywhere: false, droppingYears: false)]
        if query.hasYear { attempts.append((false, true)) }
        if canCorrectMore { attempts.append((true, false)) }
        if canCorrectMore && query.hasYear { attempts.append((true, true)) }
        for (typosEverywhere, droppingYears) in attempts {
            var found = rankedKeys(query, typosEverywhere: typosEverywhere, droppingYears: droppingYears)
            guard !found.isEmpty else { continue }
            if canCorrectMore && !typosEverywhere && found.count <= MovieCatalog.pageSize
                && !MatchRanker.isWholeTitle(found[0])
            {
                found = withTitlesButForTypos(found, query: query, droppingYears: droppingYears)
            } else {
                found = yieldingObscureWholeTitles(found)
            }
            found = firstOfSeriesFirst(found)
            return found.map { movieByRank[Int($0 & 0xFFFF_FFFF)] }
        }
        return nil
    }

    /// `found` (sort keys of exact matches, none a whole title) with the titles that are the
    /// query but for typos in known words: after the titles that start with the query's words,
    /// before the others (words elsewhere in the title, or in the director's name).
    ///
    /// Not when no exact match has a word of the query in its title: the query names a person
    /// (`nolan`: Christopher Nolan's films, not *Nola*; `tarantino`, not *Tarnation*), and a word
    /// that films match exactly is not corrected into a title.
    ///
    /// One key per film: a film both lists hold (`fight clubb`: *Fight Club* through the typo of
    /// `clubb`, and as the whole title but for that typo) keeps its first place.
    private func withTitlesButForTypos(_ found: [UInt64], query: SearchQuery, droppingYears: Bool) -> [UInt64] {
        let wordCount = min(query.required(droppingYears: droppingYears).count, 7)
        guard found.contains(where: { MatchRanker.wordsOffTitle($0) < wordCount }) else { return found }
        let near = rankedKeys(query, typosEverywhere: true, droppingYears: droppingYears)
            .filter(MatchRanker.isWholeTitleButForTypos)
        guard !near.isEmpty else { return found }
        let partial = found.filter(MatchRanker.isPartial)
        var seen = Set<UInt64>()
        return (found.filter { !MatchRanker.isPartial($0) } + near + partial).filter { key in
            seen.insert(key & 0xFFFF_FFFF).inserted
        }
    }

    /// The sort keys (``MatchRanker``) of the movies that every needed word of `query` matches,
    /// best first; the low 32 bits of a key are its movie's popularity rank.
    private func rankedKeys(_ query: SearchQuery, typosEverywhere: Bool, droppingYears: Bool) -> [UInt64] {
        let required = query.required(droppingYears: droppingYears)
        guard !required.isEmpty else { return [] }
        var words: [WordMatches] = []
        for index in required {
            let word = wordMatches(query.words[index], typos: typosEverywhere)
            if word.movies.isEmpty { return [] }
            words.append(word)
        }
        let ranker = MatchRanker(query: query, titleKeys: titleKeys, staticRank: staticRank)
        let rarest = words.indices.min { words[$0].movies.count < words[$1].movies.count } ?? 0
        var keys: [UInt64] = []
        for movie in words[rarest].movies
        where words.allSatisfy({ $0.codes[Int(movie)] != 0 }) {
            keys.append(ranker.key(of: Int(movie), words: words))
        }
        keys.sort()
        return keys
    }

    /// The movies one query word matches: exact term, prefix (last word), typo and year.
    ///
    /// Typos are looked for in a word no title or director has, or in every word with `typos`.
    private func wordMatches(_ word: QueryWord, typos: Bool) -> WordMatches {
        var result = WordMatches(movieCount: movieCount)
        let terms = postings.terms
        let exact = [word.text, word.literal].compactMap(terms.id(of:))
        for id in Set(exact) { result.record(postings.postings(of: id), .exact) }
        if let year = word.year {
            let yearMovies = moviesByYear[year - Self.firstYear]
            for movie in yearMovies { result.record(Int(movie), MatchQuality(.exact, .year)) }
            return result
        }
        if word.isLast {
            for prefix in Set([word.text, word.literal]) {
                result.record(postings.postings(of: terms.ids(withPrefix: prefix)), .prefix)
            }
        }
        if exact.isEmpty || typos {
            for typo in terms.typos(of: word.text, limit: word.typoAllowance) {
                result.record(postings.postings(of: typo.term), typo.edits == 1 ? .oneTypo : .twoTypos)
            }
        }
        return result
    }

    /// Bytes held by the index (postings, vocabulary, title keys, ranks, years).
    var byteCount: Int {
        postings.byteCount + titleKeys.byteCount + staticRank.count * 8 + movieCount * 4
    }
}
