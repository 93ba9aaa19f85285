import Foundation

/// Each title's words run together, to tell an exact title from a partial one.
///
/// The full key joins every word as written (`The Matrix` -> `thematrix`, `Spider-Man` ->
/// `spiderman`, `Rocky II` -> `rockyii`); the short key joins the canonical words without the small
/// words (`matrix`, `rocky2`), unless the title has only small words. A query is the whole title
/// when its own key equals one of them.
struct TitleKeys: Sendable {
    let bytes: [UInt8]
    /// Per movie, the start of its full key; its short key follows it.
    let fullStarts: [Int32]
    /// Per movie, the start of its short key (the end of its full key), and the end of the last one.
    let shortStarts: [Int32]
    /// One bit per byte of `bytes`: set where a word of a short key starts.
    let wordStarts: [UInt64]

    /// Builds the keys of every title, given its words as written and canonical.
    init(literalTitleWords: [[[UInt8]]], titleWords: [[[UInt8]]]) {
        var bytes: [UInt8] = []
        var fullStarts: [Int32] = []
        var shortStarts: [Int32] = []
        var starts: [Int] = []
        for (literal, words) in zip(literalTitleWords, titleWords) {
            fullStarts.append(Int32(bytes.count))
            for word in literal { bytes.append(contentsOf: word) }
            shortStarts.append(Int32(bytes.count))
            let kept = words.filter { !SearchWords.isSmall($0) }
            for word in kept.isEmpty ? words : kept {
                starts.append(bytes.count)
                bytes.append(contentsOf: word)
            }
        }
        shortStarts.append(Int32(bytes.count))
        var wordStarts = [UInt64](repeating: 0, count: bytes.count / 64 + 1)
        for start in starts { wordStarts[start / 64] |= 1 << UInt64(start % 64) }
        self.wordStarts = wordStarts
        self.bytes = bytes
        self.fullStarts = fullStarts
        self.shortStarts = shortStarts
    }

    /// Keys from their arrays, as a snapshot holds them (checked by ``CatalogSnapshotParts``).
    init(bytes: [UInt8], fullStarts: [Int32], shortStarts: [Int32], wordStarts: [UInt64]) {
        self.bytes = bytes
        self.fullStarts = fullStarts
        self.shortStarts = shortStarts
        self.wordStarts = wordStarts
    }

    /// `words` run together, the small words left out unless `includingSmallWords` or all are small.
    static func key(_ words: [[UInt8]], includingSmallWords: Bool) -> [UInt8] {
        let kept = includingSmallWords ? words : words.filter { !SearchWords.isSmall($0) }
        return (kept.isEmpty ? words : kept).flatMap { $0 }
    }

    /// Movie `movie`'s full key.
    func full(_ movie: Int) -> ArraySlice<UInt8> {
        bytes[Int(fullStarts[movie])..<Int(shortStarts[movie])]
    }

    /// Movie `movie`'s short key.
    func short(_ movie: Int) -> ArraySlice<UInt8> {
        let end = movie + 1 < fullStarts.count ? fullStarts[movie + 1] : shortStarts[movie + 1]
        return bytes[Int(shortStarts[movie])..<Int(end)]
    }

    /// Whether movie `movie`'s short key has a word starting `offset` bytes in, or ends there.
    func shortKeyHasWordBoundary(_ movie: Int, at offset: Int) -> Bool {
        let key = short(movie)
        guard offset > 0, offset < key.count else { return offset == key.count }
        let position = key.startIndex + offset
        return wordStarts[position / 64] & (1 << UInt64(position % 64)) != 0
    }

    /// Bytes held by the keys (for the memory report).
    var byteCount: Int { bytes.count + fullStarts.count * 4 + shortStarts.count * 4 + wordStarts.count * 8 }
}
