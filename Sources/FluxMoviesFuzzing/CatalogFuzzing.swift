import Foundation
import MoviesData
import MoviesDomain

/// The catalog target: bytes as a catalog file (JSON Lines), scanned, indexed and searched; each
/// film is found by its title, and no search lists a film twice.
enum CatalogFuzzing {
    static func run(_ data: Data) {
        guard let movies = try? MovieCatalog.decodeMovies(jsonLines: data) else { return }
        let catalog = MovieCatalog(movies: movies)
        for movie in movies.prefix(20) {
            let found = catalog.rankedMatches(for: movie.title)
            fuzzInvariant(
                SearchTextFolding.fold(movie.title).isEmpty || found.contains { $0.id == movie.id },
                "movie \(movie.id) is not found by its title \(movie.title.debugDescription)")
            // The title, and the title with its last letter typed twice (a typo that finds it
            // both through the typo and as the whole title but for it).
            for query in [movie.title, movie.title + String(movie.title.suffix(1))] {
                let positions = catalog.rankedPositions(for: query)
                fuzzInvariant(
                    Set(positions).count == positions.count, "a search for \(query.debugDescription) lists a film twice"
                )
            }
            _ = catalog.search(movie.title, page: Int(movie.id % 3))
        }
    }
}
