#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable byte buffer outside Swift's memory model, which a signal handler can read: a
/// pointer, a capacity and a committed length, each a plain word.
///
/// Invariant B1 (see ``BlackBoxImage``): only the main actor writes it. ``append(_:)`` writes
/// the bytes past ``length`` first and only then stores the new ``length``, so a handler that
/// interrupts it reads whole lines only. Growing copies the bytes into a new block, publishes
/// the new ``bytes`` with one store, then frees the old block: a handler interrupting the same
/// thread reads either block whole.
struct BlackBoxBuffer {
    /// The bytes; `length` of them are committed.
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    /// How many bytes ``bytes`` holds.
    private(set) var capacity: Int
    /// How many bytes are committed (whole lines).
    private(set) var length = 0

    /// An empty buffer of `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        bytes = .allocate(capacity: self.capacity)
    }

    /// Appends `more` and then commits it (`memcpy`, an external call, keeps the store of
    /// ``length`` after the copy).
    mutating func append(_ more: [UInt8]) {
        append(more, [], [])
    }

    /// Appends `first`, `second` and `third`, then commits them together.
    mutating func append(_ first: [UInt8], _ second: [UInt8], _ third: [UInt8]) {
        let needed = length + first.count + second.count + third.count
        if needed > capacity { grow(to: needed) }
        var end = length
        copy(first, to: &end)
        copy(second, to: &end)
        copy(third, to: &end)
        length = needed
    }

    /// Copies `part` to `end` (with room for it) and moves `end` past it.
    private func copy(_ part: [UInt8], to end: inout Int) {
        let start = end
        part.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            _ = memcpy(bytes + start, base, source.count)
        }
        end += part.count
    }

    /// Forgets the bytes (keeps the memory).
    mutating func removeAll() {
        length = 0
    }

    /// Frees the memory; the buffer must not be used again.
    func deallocate() {
        bytes.deallocate()
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        _ = memcpy(newBytes, bytes, length)
        let old = bytes
        bytes = newBytes
        capacity = newCapacity
        old.deallocate()
    }
}
