import Foundation

extension MovieCatalog {
    /// How to regenerate the packaged snapshot after changing `movies.jsonl` or the index.
    package static let snapshotRegeneration =
        "FLUX_REGENERATE_CATALOG=1 swift test --filter CatalogSnapshotFreshnessTests"

    /// Loads a catalog snapshot (``CatalogSnapshotFormat``) written by ``snapshotBytes(source:)``.
    /// - Parameters:
    ///   - url: the snapshot file.
    ///   - sourceByteCount: the size of the catalog file it should have been built from, if known:
    ///     a snapshot built from a file of another size is stale.
    /// - Returns: the catalog, searchable at once.
    /// - Throws: `CatalogLoadError.unreadable`, or `.malformedSnapshot` saying what is wrong.
    package static func loadSnapshot(
        contentsOf url: URL, sourceByteCount: Int? = nil
    ) throws(CatalogLoadError) -> MovieCatalog {
        let reader = try CatalogSnapshotReader(url: url)
        if let sourceByteCount, sourceByteCount != reader.sourceByteCount {
            throw .malformedSnapshot(
                path: url.path,
                reason: "stale: built from a \(reader.sourceByteCount)-byte \(CatalogResourceLocation.fileName), "
                    + "which now has \(sourceByteCount) bytes (\(snapshotRegeneration))")
        }
        return try reader.catalog()
    }

    /// The snapshot of this catalog (``CatalogSnapshotFormat``), recording the size and checksum of
    /// `source`, the catalog file it was built from.
    package func snapshotBytes(source: [UInt8]) -> [UInt8] {
        CatalogSnapshotWriter.bytes(of: self, source: source)
    }

    /// The size of the file at `path`, or nil if it cannot be known.
    static func fileSize(_ path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }
}
