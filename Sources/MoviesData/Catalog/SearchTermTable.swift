import Foundation

/// The vocabulary of catalog search: every distinct indexed word, sorted, in one byte buffer.
///
/// A term's id is its position in byte order, so the terms starting with a prefix are one range
/// of ids. Typos are found by scanning the terms whose length is within the allowed edits and
/// whose letter set differs by at most that many letters (a 64-bit mask test), then checking the
/// few that pass with ``TypoDistance``.
struct SearchTermTable: Sendable {
    /// The terms' bytes, back to back in id order.
    let bytes: [UInt8]
    /// Start offset of each term in `bytes`, plus `bytes.count` at the end.
    let starts: [Int32]
    /// For each term id, the set of its bytes as a mask (see `mask(of:)`).
    let masks: [UInt64]
    /// Term ids ordered by length (then id).
    let idsByLength: [Int32]
    /// For each length `n`, where the terms of length `n` start in `idsByLength` (`n + 1` ends them).
    let lengthStarts: [Int32]

    /// A term found by the typo scan and the edits between it and the query word.
    struct Typo {
        /// The term's id.
        let term: Int32
        /// The edits (1 or 2).
        let edits: Int
    }

    /// Lays out the words of `interner` in the order of `sortedIDs` (its ids, in byte order of their words).
    init(interner: TermInterner, sortedIDs: [Int32]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(interner.bytes.count)
        var starts: [Int32] = []
        starts.reserveCapacity(sortedIDs.count + 1)
        var masks: [UInt64] = []
        masks.reserveCapacity(sortedIDs.count)
        for id in sortedIDs {
            let word = interner.word(Int(id))
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: word)
            masks.append(Self.mask(of: word))
        }
        starts.append(Int32(bytes.count))
        self.bytes = bytes
        self.starts = starts
        self.masks = masks
        (idsByLength, lengthStarts) = Self.byLength(starts)
    }

    /// A table from its arrays, as a snapshot holds them (checked by ``CatalogSnapshotParts``).
    init(bytes: [UInt8], starts: [Int32], masks: [UInt64], idsByLength: [Int32], lengthStarts: [Int32]) {
        self.bytes = bytes
        self.starts = starts
        self.masks = masks
        self.idsByLength = idsByLength
        self.lengthStarts = lengthStarts
    }

    /// Term ids grouped by length (a counting sort), and where each length starts.
    private static func byLength(_ starts: [Int32]) -> (ids: [Int32], lengthStarts: [Int32]) {
        let count = starts.count - 1
        let lengths = (0..<count).map { Int(starts[$0 + 1] - starts[$0]) }
        let longest = lengths.max() ?? 0
        var lengthStarts = [Int32](repeating: 0, count: longest + 2)
        for length in lengths { lengthStarts[length + 1] += 1 }
        for length in 1..<lengthStarts.count { lengthStarts[length] += lengthStarts[length - 1] }
        var next = lengthStarts
        var ids = [Int32](repeating: 0, count: count)
        for (id, length) in lengths.enumerated() {
            ids[Int(next[length])] = Int32(id)
            next[length] += 1
        }
        return (ids, lengthStarts)
    }

    /// How many terms there are.
    var count: Int { starts.count - 1 }

    /// Bytes held by the table's arrays (for the memory report).
    var byteCount: Int {
        bytes.count + starts.count * 4 + masks.count * 8 + idsByLength.count * 4 + lengthStarts.count * 4
    }

    /// The bytes of term `id`.
    func term(_ id: Int32) -> ArraySlice<UInt8> {
        bytes[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
    }

    /// The id of `word`, or nil when no title or director has it.
    func id(of word: [UInt8]) -> Int32? {
        let first = lowerBound(word, prefixOnly: false)
        guard first < count, compare(Int32(first), word, prefixOnly: false) == 0 else { return nil }
        return Int32(first)
    }

    /// The ids of the terms that start with `prefix` (the term equal to it included).
    func ids(withPrefix prefix: [UInt8]) -> Range<Int32> {
        let first = lowerBound(prefix, prefixOnly: false)
        var low = first
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(Int32(middle), prefix, prefixOnly: true) <= 0 { low = middle + 1 } else { high = middle }
        }
        return Int32(first)..<Int32(low)
    }

    /// The terms within `limit` edits of `word` (word itself excluded), nearest first.
    func typos(of word: [UInt8], limit: Int) -> [Typo] {
        guard limit > 0, !word.isEmpty else { return [] }
        let wordMask = Self.mask(of: word)
        let lowest = max(1, word.count - limit)
        let highest = min(lengthStarts.count - 2, word.count + limit)
        guard lowest <= highest else { return [] }
        var found: [Typo] = []
        word.withUnsafeBufferPointer { query in
            bytes.withUnsafeBufferPointer { all in
                for slot in Int(lengthStarts[lowest])..<Int(lengthStarts[highest + 1]) {
                    let id = Int(idsByLength[slot])
                    let termMask = masks[id]
                    guard (wordMask & ~termMask).nonzeroBitCount <= limit,
                        (termMask & ~wordMask).nonzeroBitCount <= limit
                    else { continue }
                    let term = UnsafeBufferPointer(rebasing: all[Int(starts[id])..<Int(starts[id + 1])])
                    if let edits = TypoDistance.distance(query, term, limit: limit), edits > 0 {
                        found.append(Typo(term: Int32(id), edits: edits))
                    }
                }
            }
        }
        return found.sorted { $0.edits != $1.edits ? $0.edits < $1.edits : $0.term < $1.term }
    }

    /// The first id whose term is not below `word`.
    private func lowerBound(_ word: [UInt8], prefixOnly: Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(Int32(middle), word, prefixOnly: prefixOnly) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Compares term `id` with `word` in byte order; with `prefixOnly`, only its first `word.count` bytes.
    private func compare(_ id: Int32, _ word: [UInt8], prefixOnly: Bool) -> Int {
        let start = Int(starts[Int(id)])
        let length = Int(starts[Int(id) + 1]) - start
        let common = min(length, word.count)
        let order = bytes.withUnsafeBufferPointer { all in
            word.withUnsafeBufferPointer { other -> Int32 in
                guard let base = all.baseAddress, let otherBase = other.baseAddress else { return 0 }
                return memcmp(base + start, otherBase, common)
            }
        }
        if order != 0 { return Int(order) }
        if prefixOnly && length >= word.count { return 0 }
        return length - word.count
    }

    /// The set of `word`'s bytes: a-z in bits 0-25, digits in 26-35, other bytes folded into 36-63.
    static func mask(of word: some Collection<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in word {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): mask |= 1 << UInt64(byte - UInt8(ascii: "a"))
            case UInt8(ascii: "0")...UInt8(ascii: "9"): mask |= 1 << UInt64(26 + byte - UInt8(ascii: "0"))
            default: mask |= 1 << UInt64(36 + byte % 28)
            }
        }
        return mask
    }
}
