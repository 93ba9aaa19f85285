/// Writes a catalog snapshot (``CatalogSnapshotFormat``): the bytes of `movies.catalog`.
enum CatalogSnapshotWriter {
    /// The snapshot of `catalog`, built from the catalog file `source` (its size and checksum
    /// are recorded, to tell a stale snapshot).
    static func bytes(of catalog: MovieCatalog, source: [UInt8]) -> [UInt8] {
        let parts = CatalogSnapshotParts(catalog)
        let payloads: [[UInt8]] = [
            littleEndianBytes(parts.movieStarts), parts.movieRecords, parts.termBytes,
            littleEndianBytes(parts.termStarts), littleEndianBytes(parts.termMasks),
            littleEndianBytes(parts.termIDsByLength), littleEndianBytes(parts.termLengthStarts),
            littleEndianBytes(parts.postingStarts), littleEndianBytes(parts.postingEntries), parts.titleKeyBytes,
            littleEndianBytes(parts.titleFullStarts), littleEndianBytes(parts.titleShortStarts),
            littleEndianBytes(parts.titleWordStarts), littleEndianBytes(parts.staticRank),
            littleEndianBytes(parts.movieByRank), littleEndianBytes(parts.reviewsByRank),
            littleEndianBytes(parts.yearStarts), littleEndianBytes(parts.yearMovies),
        ]
        precondition(payloads.count == CatalogSnapshotSection.allCases.count, "one payload per section")
        var table: [UInt8] = []
        var offset = CatalogSnapshotFormat.sectionsStart
        for payload in payloads {
            append(UInt64(offset), to: &table)
            append(UInt64(payload.count), to: &table)
            append(CatalogSnapshotFormat.checksum(payload), to: &table)
            offset = CatalogSnapshotFormat.aligned(offset + payload.count)
        }
        var file = CatalogSnapshotFormat.magic
        append(CatalogSnapshotFormat.version, to: &file)
        append(UInt32(payloads.count), to: &file)
        append(UInt64(parts.movieCount), to: &file)
        append(UInt64(source.count), to: &file)
        append(CatalogSnapshotFormat.checksum(source), to: &file)
        append(CatalogSnapshotFormat.checksum(file + table), to: &file)
        file += table
        file += [UInt8](repeating: 0, count: CatalogSnapshotFormat.sectionsStart - file.count)
        file.reserveCapacity(offset)
        for payload in payloads {
            file += payload
            file += [UInt8](repeating: 0, count: CatalogSnapshotFormat.aligned(file.count) - file.count)
        }
        return file
    }

    /// The bytes of `values`, each little-endian.
    private static func littleEndianBytes<Value: FixedWidthInteger>(_ values: [Value]) -> [UInt8] {
        values.map(\.littleEndian).withUnsafeBytes { Array($0) }
    }

    /// Appends the bytes of `value`, little-endian.
    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
