import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// A damaged, truncated, foreign, stale or inconsistent snapshot is refused with a reason that
/// says which, never loaded and never a crash.
@Suite struct CatalogSnapshotCorruptionTests {
    /// A small catalog's snapshot, built from a 1,000-byte "source".
    static let good: [UInt8] = MovieCatalog(movies: [
        Movie(id: 1, title: "Amélie", year: 2001, director: "Jean-Pierre Jeunet", reviewCount: 231),
        Movie(id: 2, title: "The Dark Knight", genres: ["Action"], year: 2008, reviewCount: 300),
        Movie(id: 3, title: "Spider-Man", year: 2002),
    ]).snapshotBytes(source: [UInt8](repeating: 7, count: 1_000))

    /// The reason loading `bytes` gives, or "loaded" when it loads.
    static func reason(_ bytes: [UInt8], sourceByteCount: Int? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        do {
            _ = try MovieCatalog.loadSnapshot(contentsOf: url, sourceByteCount: sourceByteCount)
            return "loaded"
        } catch .malformedSnapshot(let path, let reason) {
            #expect(path == url.path)
            return reason
        } catch {
            return "\(error)"
        }
    }

    /// The offset of `section`'s bytes in `bytes`.
    static func offset(of section: CatalogSnapshotSection, in bytes: [UInt8]) -> Int {
        let entry = CatalogSnapshotFormat.headerSize + section.rawValue * CatalogSnapshotFormat.tableEntrySize
        return Int(word(bytes, at: entry))
    }

    /// The little-endian `UInt64` at `offset`.
    static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reversed().reduce(0) { $0 << 8 | UInt64(bytes[offset + $1]) }
    }

    /// Writes `value` little-endian at `offset`.
    static func setWord(_ value: UInt64, in bytes: inout [UInt8], at offset: Int) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(8 * index)) }
    }

    /// `bytes` with every checksum recomputed, as a deliberate (not accidental) change would be.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let format = CatalogSnapshotFormat.self
        for section in CatalogSnapshotSection.allCases {
            let entry = format.headerSize + section.rawValue * format.tableEntrySize
            let start = Int(word(bytes, at: entry))
            let count = Int(word(bytes, at: entry + 8))
            setWord(format.checksum(Array(bytes[start..<start + count])), in: &bytes, at: entry + 16)
        }
        let tableEnd = format.headerSize + CatalogSnapshotSection.allCases.count * format.tableEntrySize
        let sealed = format.checksum(
            Array(bytes[0..<format.headerChecksumOffset] + bytes[format.headerSize..<tableEnd]))
        setWord(sealed, in: &bytes, at: format.headerChecksumOffset)
        return bytes
    }

    @Test func goodSnapshotLoads() throws {
        #expect(try Self.reason(Self.good, sourceByteCount: 1_000) == "loaded")
        #expect(try Self.reason(Self.resealed(Self.good)) == "loaded")
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: CatalogLoadError.self) {
            try MovieCatalog.loadSnapshot(contentsOf: URL(fileURLWithPath: "/nonexistent/movies.catalog"))
        }
        do {
            _ = try MovieCatalog.loadSnapshot(contentsOf: URL(fileURLWithPath: "/nonexistent/movies.catalog"))
        } catch {
            guard case .unreadable(let detail) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(detail.contains("/nonexistent/movies.catalog"))
        }
    }

    @Test func emptyOrShortFilesAreTruncated() throws {
        #expect(try Self.reason([]) == "truncated: 0 bytes, less than the 48-byte header")
        #expect(try Self.reason(Array(Self.good.prefix(20))) == "truncated: 20 bytes, less than the 48-byte header")
        #expect(try Self.reason(Array(Self.good.prefix(60))) == "truncated or damaged section table")
    }

    @Test func cutShortFileNamesTheSectionPastItsEnd() throws {
        let cut = Array(Self.good.dropLast(40))
        #expect(try Self.reason(cut).hasPrefix("truncated: \(cut.count) bytes, section "))
    }

    @Test func bytesAfterTheLastSectionAreRefused() throws {
        #expect(try Self.reason(Self.good + [0, 0, 0, 0, 0, 0, 0, 0]) == "8 unexpected bytes after the last section")
    }

    @Test func foreignFileIsNotASnapshot() throws {
        let text = Array(String(repeating: "{\"id\": 1, \"title\": \"x\"}\n", count: 4).utf8)
        #expect(try Self.reason(text) == "not a catalog snapshot (no FLUXMCAT signature)")
    }

    @Test func otherFormatVersionIsRefused() throws {
        var bytes = Self.good
        bytes[8] = 9
        #expect(try Self.reason(bytes) == "format version 9; this build reads version 1")
    }

    @Test func damagedTableFailsTheHeaderChecksum() throws {
        var bytes = Self.good
        bytes[CatalogSnapshotFormat.headerSize + 9] ^= 1
        #expect(try Self.reason(bytes) == "header checksum mismatch (the file is damaged)")
    }

    @Test func damagedSectionFailsItsChecksum() throws {
        var bytes = Self.good
        bytes[Self.offset(of: .postingEntries, in: bytes)] ^= 0x40
        #expect(try Self.reason(bytes) == "section postingEntries is damaged (checksum mismatch)")
    }

    @Test func postingOutOfRangeIsRefusedEvenWhenResealed() throws {
        var bytes = Self.good
        bytes[Self.offset(of: .postingEntries, in: bytes) + 3] = 0x7F
        let reason = try Self.reason(Self.resealed(bytes))
        #expect(reason.hasPrefix("section postingEntries entry 0 is "), "\(reason)")
        #expect(reason.hasSuffix(", outside 0..<3"))
    }

    @Test func decreasingOffsetsAreRefusedEvenWhenResealed() throws {
        var bytes = Self.good
        bytes[Self.offset(of: .termStarts, in: bytes) + 4] = 0xFF
        #expect(try Self.reason(Self.resealed(bytes)) == "section termStarts decreases at entry 2")
    }

    @Test func malformedMovieRecordIsRefusedEvenWhenResealed() throws {
        var bytes = Self.good
        // The first record's presence mask (after its one-byte id), two bytes long: bits no field has.
        let record = Self.offset(of: .movieRecords, in: bytes)
        bytes[record + 1] = 0xFF
        bytes[record + 2] = 0x7F
        #expect(try Self.reason(Self.resealed(bytes)) == "movie record 0 is malformed")
    }

    @Test func anyByteChangedAndResealedIsRefusedOrSearchesWithoutATrap() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        var refused = 0
        for offset in CatalogSnapshotFormat.sectionsStart..<Self.good.count {
            for value in [Self.good[offset] ^ 0x01, 0xFF] where Self.good[offset] != value {
                var bytes = Self.good
                bytes[offset] = value
                try Data(Self.resealed(bytes)).write(to: url)
                guard let catalog = try? MovieCatalog.loadSnapshot(contentsOf: url) else {
                    refused += 1
                    continue
                }
                for query in ["amelie", "dark knight", "spider man", "amelei", "2008", "jeunet", "zz"] {
                    let page = catalog.search(query, page: 1)
                    #expect(page.movies.count <= page.totalResults)
                    _ = catalog.suggestions(for: query)
                }
                _ = Array(catalog.movies)
            }
        }
        #expect(refused > 0)
    }

    @Test func staleSnapshotNamesTheRegeneration() throws {
        let reason = try Self.reason(Self.good, sourceByteCount: 999)
        #expect(reason.hasPrefix("stale: built from a 1000-byte movies.jsonl, which now has 999 bytes"))
        #expect(reason.contains("FLUX_REGENERATE_CATALOG=1"))
    }

    @Test func bundledReportsADamagedSnapshotBesideTheCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        let resources = folder.appendingPathComponent(CatalogResourceLocation.folderName)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(repeating: 7, count: 1_000).write(to: resources.appendingPathComponent("movies.jsonl"))
        var damaged = Self.good
        damaged[Self.offset(of: .titleKeyBytes, in: damaged)] ^= 1
        try Data(damaged).write(to: resources.appendingPathComponent("movies.catalog"))
        let location = CatalogResourceLocation(directories: [folder])
        #expect(
            throws: CatalogLoadError.malformedSnapshot(
                path: resources.appendingPathComponent("movies.catalog").path,
                reason: "section titleKeyBytes is damaged (checksum mismatch)")
        ) {
            try MovieCatalog.bundled(location: location)
        }
        try Data(Self.good).write(to: resources.appendingPathComponent("movies.catalog"))
        #expect(
            try MovieCatalog.bundled(location: location).movies.map(\.title) == [
                "Amélie", "The Dark Knight", "Spider-Man",
            ])
    }
}
