import MoviesDomain

/// The inverted index of catalog search: for each term, the movies whose title or director has it.
///
/// A title's words are indexed, and each pair of neighbouring words joined into one
/// (`Spider-Man` -> `spider`, `man`, `spiderman`; `E.T.` -> `e`, `t`, `et`), so a query that writes
/// a hyphenated or dotted title as one word finds it. A director's words are indexed with the
/// director field. Each posting is `movie << 1 | field` (0 title, 1 director), in movie order.
struct SearchPostings: Sendable {
    /// The vocabulary; its ids index `starts`.
    let terms: SearchTermTable
    /// Where each term's postings start in `entries`, plus `entries.count` at the end.
    let starts: [Int32]
    /// Every term's postings, back to back in term id order.
    let entries: [UInt32]

    /// The field a posting comes from.
    enum Field: UInt32 {
        case title = 0
        case director = 1
    }

    /// Indexes the titles and directors of `movies`, given each title's words as folded
    /// (``SearchWords/literalWords(of:)``) and canonical.
    init(movies: [Movie], literalTitleWords: [[[UInt8]]], titleWords: [[[UInt8]]]) {
        var interner = TermInterner(expectedCount: movies.count * 4)
        var termOfEntry: [Int32] = []
        var rawEntries: [UInt32] = []
        termOfEntry.reserveCapacity(movies.count * 12)
        rawEntries.reserveCapacity(movies.count * 12)
        func add(_ id: Int32, movie: Int, field: Field) {
            termOfEntry.append(id)
            rawEntries.append(UInt32(movie) << 1 | field.rawValue)
        }
        var directorWords: [String: [[UInt8]]] = [:]
        for (movie, words) in titleWords.enumerated() {
            for word in words { add(interner.intern(word), movie: movie, field: .title) }
            let literal = literalTitleWords[movie]
            for index in words.indices.dropLast() {
                add(interner.intern(words[index], words[index + 1]), movie: movie, field: .title)
                if literal[index] != words[index] || literal[index + 1] != words[index + 1] {
                    add(interner.intern(literal[index], literal[index + 1]), movie: movie, field: .title)
                }
            }
            guard let director = movies[movie].director else { continue }
            let names = directorWords[director] ?? SearchWords.words(of: director)
            directorWords[director] = names
            for word in names { add(interner.intern(word), movie: movie, field: .director) }
        }
        let sortedIDs = interner.sortedIDs()
        var sortedID = [Int32](repeating: 0, count: sortedIDs.count)
        for (position, old) in sortedIDs.enumerated() { sortedID[Int(old)] = Int32(position) }
        terms = SearchTermTable(interner: interner, sortedIDs: sortedIDs)
        (starts, entries) = Self.layOut(
            termOfEntry.map { sortedID[Int($0)] }, rawEntries, termCount: sortedIDs.count)
    }

    /// Postings from their arrays, as a snapshot holds them (checked by ``CatalogSnapshotParts``).
    init(terms: SearchTermTable, starts: [Int32], entries: [UInt32]) {
        self.terms = terms
        self.starts = starts
        self.entries = entries
    }

    /// Groups `rawEntries` by term (a counting sort that keeps movie order) and drops repeats.
    private static func layOut(
        _ termOfEntry: [Int32], _ rawEntries: [UInt32], termCount: Int
    ) -> (starts: [Int32], entries: [UInt32]) {
        var counts = [Int32](repeating: 0, count: termCount + 1)
        for term in termOfEntry { counts[Int(term) + 1] += 1 }
        for term in 0..<termCount { counts[term + 1] += counts[term] }
        var next = counts
        var grouped = [UInt32](repeating: 0, count: rawEntries.count)
        for (term, entry) in zip(termOfEntry, rawEntries) {
            grouped[Int(next[Int(term)])] = entry
            next[Int(term)] += 1
        }
        var starts: [Int32] = [0]
        starts.reserveCapacity(termCount + 1)
        var entries: [UInt32] = []
        entries.reserveCapacity(grouped.count)
        for term in 0..<termCount {
            var previous: UInt32?
            for entry in grouped[Int(counts[term])..<Int(counts[term + 1])] where entry != previous {
                entries.append(entry)
                previous = entry
            }
            starts.append(Int32(entries.count))
        }
        return (starts, entries)
    }

    /// The postings of term `id`.
    func postings(of id: Int32) -> ArraySlice<UInt32> {
        entries[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
    }

    /// The postings of every term in `ids` (a range of ids), as one slice.
    func postings(of ids: Range<Int32>) -> ArraySlice<UInt32> {
        guard !ids.isEmpty else { return [] }
        return entries[Int(starts[Int(ids.lowerBound)])..<Int(starts[Int(ids.upperBound)])]
    }

    /// Bytes held by the postings and the vocabulary's arrays (for the memory report).
    var byteCount: Int {
        starts.count * 4 + entries.count * 4 + terms.byteCount
    }
}
