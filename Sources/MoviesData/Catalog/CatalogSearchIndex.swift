import Foundation
import MoviesDomain

/// The catalog's search index: every folded title, in static rank order, in one byte buffer.
///
/// Static rank = review count (descending, unknown last), then folded title, then id. A search
/// scans the buffer once (`memchr` + `memcmp`), classifies each matching title into a tier
/// (exact, prefix, whole word, substring) and appends it to that tier's list; since titles are
/// visited in static rank order, concatenating the tiers gives the final ranking without sorting.
struct CatalogSearchIndex: Sendable {
    /// Match tiers, best first.
    enum Tier: Int, CaseIterable {
        case exact, prefix, word, substring
    }

    /// Folded titles in rank order, each followed by `\n` (never part of a folded text).
    private let text: [UInt8]
    /// Start offset of each ranked title in `text`, plus `text.count` at the end.
    private let starts: [Int]
    /// For each rank, the index of its movie in the catalog's `movies`.
    private let movieIndexByRank: [Int32]
    /// How often each byte value occurs in `text`: searches anchor on the query's rarest byte.
    private let byteCounts: [Int]

    /// Folds every title once and lays out the buffer.
    init(movies: [Movie]) {
        let folded = movies.map { SearchTextFolding.foldedBytes($0.title) }
        let order = movies.indices.sorted { lhs, rhs in
            let lhsCount = movies[lhs].reviewCount ?? -1
            let rhsCount = movies[rhs].reviewCount ?? -1
            if lhsCount != rhsCount { return lhsCount > rhsCount }
            if folded[lhs] != folded[rhs] { return folded[lhs].lexicographicallyPrecedes(folded[rhs]) }
            return movies[lhs].id < movies[rhs].id
        }
        var text: [UInt8] = []
        text.reserveCapacity(folded.reduce(0) { $0 + $1.count + 1 })
        var starts: [Int] = []
        starts.reserveCapacity(order.count + 1)
        for index in order {
            starts.append(text.count)
            text.append(contentsOf: folded[index])
            text.append(0x0A)
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
        self.movieIndexByRank = order.map { Int32(truncatingIfNeeded: $0) }
        var counts = [Int](repeating: 0, count: 256)
        for byte in text { counts[Int(byte)] += 1 }
        self.byteCounts = counts
    }

    /// Indices (into the catalog's movies) of every title containing `query`, best first.
    /// - Parameter query: already folded (`SearchTextFolding.foldedBytes`); empty matches nothing.
    /// - Returns: the matching movies' indices, best match first.
    func matches(forFolded query: [UInt8]) -> [Int32] {
        guard !query.isEmpty, !text.isEmpty else { return [] }
        var tiers = [[Int32]](repeating: [], count: Tier.allCases.count)
        let anchor = query.indices.min { byteCounts[Int(query[$0])] < byteCounts[Int(query[$1])] } ?? 0
        text.withUnsafeBufferPointer { haystack in
            query.withUnsafeBufferPointer { bytes in
                collect(Needle(bytes: bytes, anchor: anchor), in: haystack, into: &tiers)
            }
        }
        return tiers.flatMap { $0 }
    }

    private func collect(
        _ needle: Needle,
        in haystack: UnsafeBufferPointer<UInt8>,
        into tiers: inout [[Int32]]
    ) {
        var from = 0
        while let hit = Self.find(needle, in: haystack, from: from, to: haystack.count) {
            let rank = rank(containing: hit)
            let titleRange = starts[rank]..<(starts[rank + 1] - 1)
            let tier = Self.tier(of: needle, in: haystack, title: titleRange, firstHit: hit)
            tiers[tier.rawValue].append(movieIndexByRank[rank])
            from = titleRange.upperBound + 1
        }
    }

    /// The tier of a title whose first occurrence of `needle` is at `firstHit`.
    ///
    /// The whole-title and prefix tiers also count from after a leading article
    /// (``LeadingArticle``): `matrix` is the whole title of "The Matrix".
    private static func tier(
        of needle: Needle,
        in haystack: UnsafeBufferPointer<UInt8>,
        title: Range<Int>,
        firstHit: Int
    ) -> Tier {
        if firstHit == title.lowerBound {
            return title.count == needle.count ? .exact : .prefix
        }
        let start = title.lowerBound + LeadingArticle.length(in: haystack, title: title)
        if start > title.lowerBound,
            let tier = anchoredTier(of: needle, in: haystack, from: start, to: title.upperBound)
        {
            return tier
        }
        var hit: Int? = firstHit
        while let position = hit {
            let after = position + needle.count
            let startsWord = haystack[position - 1] == UInt8(ascii: " ")
            let endsWord = after == title.upperBound || haystack[after] == UInt8(ascii: " ")
            if startsWord && endsWord { return .word }
            hit = find(needle, in: haystack, from: position + 1, to: title.upperBound)
        }
        return .substring
    }

    /// `.exact` when the bytes in `from..<to` are `needle`, `.prefix` when they start with it, else nil.
    private static func anchoredTier(
        of needle: Needle, in haystack: UnsafeBufferPointer<UInt8>, from: Int, to: Int
    ) -> Tier? {
        guard to - from >= needle.count, let base = haystack.baseAddress, let needleBase = needle.bytes.baseAddress,
            memcmp(base + from, needleBase, needle.count) == 0
        else { return nil }
        return to - from == needle.count ? .exact : .prefix
    }

    /// A folded query and the offset of its rarest byte (the one `memchr` looks for).
    struct Needle {
        let bytes: UnsafeBufferPointer<UInt8>
        let anchor: Int
        var count: Int { bytes.count }
    }

    /// The first offset `>= from` where `needle` occurs and ends at or before `to`.
    private static func find(_ needle: Needle, in haystack: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.bytes.baseAddress else { return nil }
        let lastStart = to - needle.count
        let anchorByte = Int32(needle.bytes[needle.anchor])
        var start = from
        while start <= lastStart {
            guard let found = memchr(base + start + needle.anchor, anchorByte, lastStart - start + 1) else {
                return nil
            }
            let candidate = UnsafeRawPointer(found) - UnsafeRawPointer(base) - needle.anchor
            if memcmp(base + candidate, needleBase, needle.count) == 0 { return candidate }
            start = candidate + 1
        }
        return nil
    }

    /// The rank whose title contains byte `offset` (binary search over `starts`).
    private func rank(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
