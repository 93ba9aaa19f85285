import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// The packaged catalog parsed from `movies.jsonl` (not through the snapshot), loaded once.
enum JSONLinesCatalog {
    /// The source file in the package's tree.
    static let sourceURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MoviesData/Resources/movies.jsonl")
    /// The committed snapshot beside it.
    static let snapshotURL = sourceURL.deletingLastPathComponent().appendingPathComponent("movies.catalog")
    /// The source's bytes.
    static let source: [UInt8] = (try? Array(Data(contentsOf: sourceURL))) ?? []
    /// The catalog parsed and indexed from them.
    static let catalog: MovieCatalog =
        (try? MovieCatalog(movies: MovieCatalog.decodeMovies(jsonLines: Data(source)))) ?? MovieCatalog(movies: [])
}

/// The committed `movies.catalog` is what the generator writes today from `movies.jsonl`.
@Suite struct CatalogSnapshotFreshnessTests {
    @Test func committedSnapshotIsFresh() throws {
        #expect(JSONLinesCatalog.catalog.movies.count == 17_472)
        let fresh = JSONLinesCatalog.catalog.snapshotBytes(source: JSONLinesCatalog.source)
        if ProcessInfo.processInfo.environment["FLUX_REGENERATE_CATALOG"] == "1" {
            try Data(fresh).write(to: JSONLinesCatalog.snapshotURL)
        }
        let committed = try Array(Data(contentsOf: JSONLinesCatalog.snapshotURL))
        #expect(
            committed == fresh,
            "Sources/MoviesData/Resources/movies.catalog is stale: \(MovieCatalog.snapshotRegeneration)")
    }

    @Test func packagedCatalogLoadsThroughTheSnapshot() throws {
        let source = try #require(MovieCatalog.bundledResourceURL)
        let snapshot = source.deletingLastPathComponent().appendingPathComponent(CatalogSnapshotFormat.fileName)
        #expect(CatalogResourceLocation.isFile(snapshot.path))
        let catalog = try MovieCatalog.bundled()
        #expect(CatalogSnapshotParts(catalog) == CatalogSnapshotParts(JSONLinesCatalog.catalog))
    }
}
