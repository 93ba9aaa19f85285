import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// A snapshot reads back as the catalog it was written from: the same films, index and answers.
@Suite struct CatalogSnapshotRoundTripTests {
    /// Writes `catalog`'s snapshot to a temporary file and loads it back.
    static func roundTrip(_ catalog: MovieCatalog, source: [UInt8] = []) throws -> MovieCatalog {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(catalog.snapshotBytes(source: source)).write(to: url)
        return try MovieCatalog.loadSnapshot(contentsOf: url, sourceByteCount: source.count)
    }

    @Test func packagedCatalogRoundTripsWithEveryFilmAndTheSameIndex() throws {
        let original = JSONLinesCatalog.catalog
        let loaded = try Self.packaged.get()
        #expect(loaded.movies.count == 17_472)
        #expect(Array(loaded.movies) == Array(original.movies))
        #expect(CatalogSnapshotParts(loaded) == CatalogSnapshotParts(original))
    }

    /// The packaged catalog through a snapshot, written and read once.
    static let packaged = Result { try roundTrip(JSONLinesCatalog.catalog, source: JSONLinesCatalog.source) }

    @Test(arguments: ["amelie", "the dark night", "godf", "star wars 1977", "brave heart", "nolan", "zzqqxx", "a"])
    func answersAreTheSame(query: String) throws {
        let original = JSONLinesCatalog.catalog
        let loaded = try Self.packaged.get()
        #expect(loaded.rankedPositions(for: query) == original.rankedPositions(for: query))
        #expect(loaded.search(query, page: 1) == original.search(query, page: 1))
        #expect(loaded.suggestions(for: query) == original.suggestions(for: query))
    }

    @Test func everyFieldOfAMovieRoundTrips() throws {
        let full = Movie(
            id: -7, title: "Ünïcode “quotes” — and a long title past fifteen bytes", genres: ["Drama", ""],
            posterPath: "/p.jpg", overview: String(repeating: "x", count: 300),
            releaseDate: Date(timeIntervalSinceReferenceDate: -1.5), year: 1899, runtimeMinutes: Int.max,
            director: "A, B", countries: [], languages: ["Français"], rating: 7.25, reviewCount: Int.min,
            mpaa: "PG-13")
        let bare = Movie(id: 0, title: "")
        let loaded = try Self.roundTrip(MovieCatalog(movies: [full, bare, full]))
        #expect(Array(loaded.movies) == [full, bare, full])
        #expect(loaded.search("unicode", page: 1).totalResults == 2)
    }

    @Test func emptyCatalogRoundTrips() throws {
        let loaded = try Self.roundTrip(MovieCatalog(movies: []))
        #expect(loaded.movies.isEmpty)
        #expect(loaded.search("love", page: 1).totalResults == 0)
    }
}
