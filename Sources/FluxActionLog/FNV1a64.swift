/// The 64-bit FNV-1a hash, written out as 16 lowercase hex digits: the action log's digest.
///
/// Chosen because it is tiny, has no dependencies and is the same on every machine; it detects
/// accidental differences, not tampering.
package struct FNV1a64: Sendable, Equatable {
    /// The hash of the bytes fed so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Creates a hash of no bytes.
    package init() {}

    /// Feeds bytes into the hash.
    /// - Parameter bytes: the bytes, in order.
    package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Feeds the bytes of an array into the hash.
    /// - Parameter bytes: the bytes, in order.
    package mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// The hash as 16 lowercase hex digits, e.g. `"cbf29ce484222325"` for no bytes.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hex digest of `bytes`.
    /// - Parameter bytes: the bytes to hash.
    /// - Returns: 16 lowercase hex digits, as ``hex``.
    package static func hex(of bytes: [UInt8]) -> String {
        var hash = FNV1a64()
        hash.combine(bytes)
        return hash.hex
    }
}
