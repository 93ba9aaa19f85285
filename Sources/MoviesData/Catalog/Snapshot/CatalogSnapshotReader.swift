import Foundation

/// Reads a catalog snapshot (``CatalogSnapshotFormat``) into a searchable catalog: one read per
/// section into the arrays the index uses, each checked against its checksum, then every offset
/// and id checked to be in range. No movie is decoded until it is shown.
struct CatalogSnapshotReader {
    /// The snapshot's path, for error messages.
    private let path: String
    /// The open file.
    private let file: SnapshotFile
    /// Each section's offset, byte count and checksum, in section order.
    private let table: [(offset: Int, byteCount: Int, checksum: UInt64)]
    /// The movie count of the header.
    private let movieCount: Int
    /// The byte count of the catalog file the snapshot was built from.
    let sourceByteCount: Int

    /// Opens the snapshot at `url` and checks its header and section table.
    /// - Throws: `CatalogLoadError.unreadable`, or `.malformedSnapshot` saying what is wrong.
    init(url: URL) throws(CatalogLoadError) {
        path = url.path
        file = try SnapshotFile(path: url.path)
        let format = CatalogSnapshotFormat.self
        let sectionCount = CatalogSnapshotSection.allCases.count
        guard file.size >= format.headerSize, let header = file.read(format.headerSize, of: UInt8.self, at: 0) else {
            throw .malformedSnapshot(
                path: url.path, reason: "truncated: \(file.size) bytes, less than the \(format.headerSize)-byte header")
        }
        guard Array(header[0..<8]) == format.magic else {
            throw .malformedSnapshot(path: url.path, reason: "not a catalog snapshot (no FLUXMCAT signature)")
        }
        let version = UInt32(truncatingIfNeeded: Self.word(header, at: 8))
        guard version == format.version else {
            throw .malformedSnapshot(
                path: url.path, reason: "format version \(version); this build reads version \(format.version)")
        }
        guard Self.word(header, at: 12) & 0xFFFF_FFFF == UInt64(sectionCount),
            let tableBytes = file.read(sectionCount * format.tableEntrySize, of: UInt8.self, at: format.headerSize)
        else {
            throw .malformedSnapshot(path: url.path, reason: "truncated or damaged section table")
        }
        guard
            format.checksum(Array(header[0..<format.headerChecksumOffset]) + tableBytes)
                == Self.word(header, at: format.headerChecksumOffset)
        else {
            throw .malformedSnapshot(path: url.path, reason: "header checksum mismatch (the file is damaged)")
        }
        table = (0..<sectionCount).map { section in
            let entry = section * format.tableEntrySize
            return (
                Int(clamping: Self.word(tableBytes, at: entry)), Int(clamping: Self.word(tableBytes, at: entry + 8)),
                Self.word(tableBytes, at: entry + 16)
            )
        }
        movieCount = Int(clamping: Self.word(header, at: 16))
        sourceByteCount = Int(clamping: Self.word(header, at: 24))
        try checkLayout()
    }

    /// The catalog the snapshot holds.
    /// - Throws: `CatalogLoadError.malformedSnapshot` naming the damaged or inconsistent section.
    func catalog() throws(CatalogLoadError) -> MovieCatalog {
        let parts = try CatalogSnapshotParts(
            movieStarts: read(.movieStarts), movieRecords: read(.movieRecords), termBytes: read(.termBytes),
            termStarts: read(.termStarts), termMasks: read(.termMasks), termIDsByLength: read(.termIDsByLength),
            termLengthStarts: read(.termLengthStarts), postingStarts: read(.postingStarts),
            postingEntries: read(.postingEntries), titleKeyBytes: read(.titleKeyBytes),
            titleFullStarts: read(.titleFullStarts), titleShortStarts: read(.titleShortStarts),
            titleWordStarts: read(.titleWordStarts), staticRank: read(.staticRank), movieByRank: read(.movieByRank),
            reviewsByRank: read(.reviewsByRank), yearStarts: read(.yearStarts), yearMovies: read(.yearMovies))
        guard parts.movieCount == movieCount else {
            throw .malformedSnapshot(
                path: path, reason: "\(parts.movieCount) movie records, but the header says \(movieCount)")
        }
        if let problem = parts.firstProblem() { throw .malformedSnapshot(path: path, reason: problem) }
        return parts.catalog()
    }

    /// Checks that the sections lie in order within the file, aligned, whole elements, up to its end.
    private func checkLayout() throws(CatalogLoadError) {
        var end = CatalogSnapshotFormat.sectionsStart
        for (section, entry) in zip(CatalogSnapshotSection.allCases, table) {
            guard entry.offset == end, entry.byteCount % section.elementSize == 0 else {
                throw .malformedSnapshot(path: path, reason: "section \(section.name) is misplaced in the table")
            }
            end = CatalogSnapshotFormat.aligned(entry.offset + entry.byteCount)
            guard end <= file.size else {
                throw .malformedSnapshot(
                    path: path, reason: "truncated: \(file.size) bytes, section \(section.name) ends at \(end)")
            }
        }
        guard end == file.size else {
            throw .malformedSnapshot(path: path, reason: "\(file.size - end) unexpected bytes after the last section")
        }
    }

    /// The array of `section`, checked against its checksum.
    private func read<Value: FixedWidthInteger>(_ section: CatalogSnapshotSection) throws(CatalogLoadError) -> [Value] {
        let entry = table[section.rawValue]
        precondition(MemoryLayout<Value>.stride == section.elementSize, "section \(section.name) element type")
        guard let values = file.read(entry.byteCount / section.elementSize, of: Value.self, at: entry.offset) else {
            throw .malformedSnapshot(path: path, reason: "section \(section.name) could not be read")
        }
        let checksum =
            Value(littleEndian: 1) == 1
            ? values.withUnsafeBytes(CatalogSnapshotFormat.checksum)
            : values.map(\.littleEndian).withUnsafeBytes(CatalogSnapshotFormat.checksum)
        guard checksum == entry.checksum else {
            throw .malformedSnapshot(path: path, reason: "section \(section.name) is damaged (checksum mismatch)")
        }
        return values
    }

    /// The little-endian `UInt64` at `offset` of `bytes` (the 4 bytes there, for a `UInt32` field,
    /// are its low half).
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (offset..<min(offset + 8, bytes.count)).reversed() { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}
