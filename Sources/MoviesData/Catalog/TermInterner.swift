import Foundation

/// Gives each distinct word an id while the index is built: one byte arena and an open-addressing
/// hash table (FNV-1a), so that looking up a word allocates nothing.
struct TermInterner {
    /// The distinct words' bytes, back to back in id order.
    private(set) var bytes: [UInt8] = []
    /// Start offset of each word in `bytes`, plus `bytes.count` at the end.
    private(set) var starts: [Int32] = [0]
    /// Slots holding `id + 1`, or 0 when empty; its size is a power of two.
    private var slots: [Int32]

    /// An empty interner sized for about `expectedCount` distinct words.
    init(expectedCount: Int) {
        var size = 1024
        while size < expectedCount * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        bytes.reserveCapacity(expectedCount * 8)
        starts.reserveCapacity(expectedCount + 1)
    }

    /// How many distinct words there are.
    var count: Int { starts.count - 1 }

    /// The id of `first` followed by `second` (one word made of both), added if new.
    mutating func intern(_ first: [UInt8], _ second: [UInt8] = []) -> Int32 {
        let hash = Self.finish(Self.hash(second, seed: Self.hash(first, seed: Self.seed)))
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if matches(id, first, second) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        bytes.append(contentsOf: first)
        bytes.append(contentsOf: second)
        starts.append(Int32(bytes.count))
        slots[slot] = id + 1
        if count * 2 > slots.count { grow() }
        return id
    }

    /// The bytes of word `id`.
    func word(_ id: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[id])..<Int(starts[id + 1])]
    }

    /// Every id in byte order of its word: sorted by the first 8 bytes as a number, then by memcmp.
    func sortedIDs() -> [Int32] {
        var keyed = (0..<count).map { id -> (prefix: UInt64, id: Int32) in
            var prefix: UInt64 = 0
            let word = self.word(id)
            for offset in 0..<8 {
                let index = word.startIndex + offset
                prefix = prefix << 8 | UInt64(index < word.endIndex ? word[index] : 0)
            }
            return (prefix, Int32(id))
        }
        keyed.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : precedes($0.id, $1.id) }
        return keyed.map(\.id)
    }

    /// Compares word `lhs` with word `rhs` in byte order.
    func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let left = word(Int(lhs))
        let right = word(Int(rhs))
        let common = min(left.count, right.count)
        let order = bytes.withUnsafeBufferPointer { all -> Int32 in
            guard let base = all.baseAddress else { return 0 }
            return memcmp(base + left.startIndex, base + right.startIndex, common)
        }
        return order != 0 ? order < 0 : left.count < right.count
    }

    private func matches(_ id: Int, _ first: [UInt8], _ second: [UInt8]) -> Bool {
        let stored = word(id)
        guard stored.count == first.count + second.count else { return false }
        return stored.prefix(first.count).elementsEqual(first) && stored.suffix(second.count).elementsEqual(second)
    }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for id in 0..<count {
            var slot = Int(truncatingIfNeeded: Self.finish(Self.hash(word(id), seed: Self.seed))) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(id + 1)
        }
        slots = larger
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a over `word`, continuing from `seed` (so two parts hash as their concatenation).
    private static func hash(_ word: some Collection<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Mixes the high bits into the low ones, which pick the slot.
    private static func finish(_ hash: UInt64) -> UInt64 {
        hash ^ (hash >> 29)
    }
}
