import BenchKit
import Foundation
import MoviesData
import MoviesDomain

/// A synthetic catalog ``factor`` times the packaged one, for the scale scenarios: each film
/// once as it is and ``factor`` - 1 more times with a word added to its title (`Amélie Returns`,
/// `Amélie Legacy`...) and an id of its own. Built once (its index too: seconds), untimed.
@MainActor
final class ScaledCatalogFixture {
    /// How many times the packaged catalog it holds.
    static let factor = 20
    /// The words the copies add to the titles, one per copy after the first.
    static let titleWords = [
        "Returns", "Rising", "Legacy", "Origins", "Redux", "Unbound", "Awakening", "Revenge", "Chronicles",
        "Forever", "Resurrection", "Beyond", "Uprising", "Requiem", "Genesis", "Exodus", "Reckoning", "Revelations",
        "Reborn",
    ]

    /// The packaged catalog it is made from.
    private let source: CatalogFixture
    /// The snapshot of the scaled catalog, once built.
    private var bytes: [UInt8]?
    /// The scaled catalog, once loaded from its snapshot.
    private var loaded: MovieCatalog?

    /// A fixture scaling `source`'s catalog.
    init(source: CatalogFixture) {
        self.source = source
    }

    /// The scaled catalog's snapshot (`movies.catalog` format).
    func snapshot() throws -> [UInt8] {
        if let bytes { return bytes }
        let movies = Self.scaled(Array(try source.catalog().movies))
        let built = MovieCatalog(movies: movies).snapshotBytes(source: [])
        bytes = built
        return built
    }

    /// The scaled catalog, loaded from its snapshot as a start would.
    func catalog() throws -> MovieCatalog {
        if let loaded { return loaded }
        let catalog = try timedLoad().catalog
        loaded = catalog
        return catalog
    }

    /// Writes the snapshot to a temporary file, then returns the time of `MovieCatalog.loadSnapshot`
    /// alone and the catalog.
    func timedLoad() throws -> (elapsed: Duration, catalog: MovieCatalog) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-bench-\(ProcessInfo.processInfo.processIdentifier)-scaled.catalog")
        try Data(try snapshot()).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let stopwatch = Stopwatch()
        let catalog = try MovieCatalog.loadSnapshot(contentsOf: url)
        return (stopwatch.elapsed, catalog)
    }

    /// `movies` and ``factor`` - 1 copies of them with varied titles and new ids.
    static func scaled(_ movies: [Movie]) -> [Movie] {
        var result = movies
        result.reserveCapacity(movies.count * factor)
        for copy in 1..<factor {
            let word = titleWords[(copy - 1) % titleWords.count]
            for var movie in movies {
                movie.id += copy * 1_000_000_000
                movie.title += " " + word
                result.append(movie)
            }
        }
        return result
    }
}
