/// The layout of a catalog snapshot file (`movies.catalog`): the catalog and its search index,
/// precomputed from `movies.jsonl` so that a start reads arrays instead of parsing and indexing.
///
/// All numbers are little-endian. A 48-byte header: the magic `FLUXMCAT`, the format version
/// (`UInt32`), the section count (`UInt32`), the movie count, the byte count and ``checksum(_:)``
/// of the source `movies.jsonl`, and the checksum of the header's first 40 bytes followed by the
/// section table (each `UInt64`). Then the table: per ``CatalogSnapshotSection``, in order, its
/// offset, byte count and checksum (`UInt64` each). Then the sections, each at an offset that is
/// a multiple of 8, in order, and nothing after the last one's padding.
package enum CatalogSnapshotFormat {
    /// The file's first 8 bytes.
    package static let magic: [UInt8] = Array("FLUXMCAT".utf8)
    /// The version this build writes and reads; any change of layout or index increments it.
    package static let version: UInt32 = 1
    /// The header's size in bytes.
    package static let headerSize = 48
    /// The size of one section's entry in the table.
    package static let tableEntrySize = 24
    /// The offset of the header's checksum (of the bytes before it and of the table).
    package static let headerChecksumOffset = 40
    /// The snapshot's file name, beside `movies.jsonl` in the resource folder.
    package static let fileName = "movies.catalog"

    /// Where the sections may start: after the header and the table.
    package static var sectionsStart: Int {
        aligned(headerSize + tableEntrySize * CatalogSnapshotSection.allCases.count)
    }

    /// `offset` rounded up to a multiple of 8.
    package static func aligned(_ offset: Int) -> Int {
        (offset + 7) & ~7
    }

    /// A 64-bit checksum of `bytes` (FNV-1a over 8-byte little-endian words, then the length):
    /// any change of one word changes it.
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for word in 0..<words {
            hash =
                (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))) &* prime
        }
        var tail: UInt64 = 0
        for offset in words * 8..<bytes.count {
            tail |= UInt64(bytes[offset]) << UInt64(8 * (offset - words * 8))
        }
        hash = (hash ^ tail) &* prime
        hash = (hash ^ UInt64(bytes.count)) &* prime
        return hash ^ (hash >> 29)
    }

    /// ``checksum(_:)`` of an array's bytes.
    package static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
