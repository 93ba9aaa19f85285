import Foundation
import MoviesData
import MoviesDomain

/// The catalog target: bytes as a catalog file (JSON Lines), scanned, indexed and searched.
enum CatalogFuzzing {
    static func run(_ data: Data) {
        guard let movies = try? MovieCatalog.decodeMovies(jsonLines: data) else { return }
        let catalog = MovieCatalog(movies: movies)
        for movie in movies.prefix(20) {
            let found = catalog.rankedMatches(for: movie.title)
            fuzzInvariant(
                SearchTextFolding.fold(movie.title).isEmpty || found.contains { $0.id == movie.id },
                "movie \(movie.id) is not found by its title \(movie.title.debugDescription)")
            _ = catalog.search(movie.title, page: Int(movie.id % 3))
        }
    }
}
