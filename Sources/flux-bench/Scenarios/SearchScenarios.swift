import BenchKit
import MoviesData
import MoviesDomain

/// Catalog search: the indexed search versus the obvious linear scan, and loading the catalog.
@MainActor
enum SearchScenarios {
    /// The scenarios of this group, sharing one loaded catalog.
    static func all(fixture: CatalogFixture) -> [Scenario] {
        [catalogSearch(fixture), naiveSearch(fixture), startup]
    }

    static func catalogSearch(_ fixture: CatalogFixture) -> Scenario {
        Scenario(
            name: "search.catalog",
            summary: "catalog.search(query, page: 1) for 50 fixed queries (ns per page)",
            baseline: "search.naive", target: PerformanceTarget(maxRatio: 0.1, medianBelowNanoseconds: 500_000),
            size: CatalogFixture.queries.count, quickSize: 5
        ) { size, blackhole in
            let catalog = try fixture.catalog()
            let queries = blackhole.opaque(Array(CatalogFixture.queries.prefix(size)))
            return blackhole.timed(operations: queries.count) {
                queries.reduce(0) { found, query in
                    let page = catalog.search(query, page: 1)
                    return found &+ page.totalResults &+ page.movies.count
                }
            }
        }
    }

    /// The baseline: what one would write without an index.
    static func naiveSearch(_ fixture: CatalogFixture) -> Scenario {
        Scenario(
            name: "search.naive",
            summary: "the same 50 queries as a linear scan: title.lowercased().contains(query) over every title",
            size: CatalogFixture.queries.count, quickSize: 5, repetitions: 5
        ) { size, blackhole in
            let movies = try fixture.catalog().movies
            let queries = blackhole.opaque(Array(CatalogFixture.queries.prefix(size)))
            return blackhole.timed(operations: queries.count) {
                queries.reduce(0) { found, query in
                    let page = naivePage(query, in: movies)
                    return found &+ page.totalResults &+ page.movies.count
                }
            }
        }
    }

    /// The first page (20) of every movie whose lowercased title contains the lowercased query.
    static func naivePage(_ query: String, in movies: [Movie]) -> MoviesPage {
        let needle = query.lowercased()
        var matches: [Movie] = []
        for movie in movies where movie.title.lowercased().contains(needle) {
            matches.append(movie)
        }
        let pageSize = MovieCatalog.pageSize
        return MoviesPage(
            page: 1, totalPages: (matches.count + pageSize - 1) / pageSize, totalResults: matches.count,
            movies: Array(matches.prefix(pageSize)))
    }

    static var startup: Scenario {
        Scenario(
            name: "startup.catalog",
            summary: "MovieCatalog.bundled(): read movies.jsonl, parse 17,472 films, build the index",
            target: PerformanceTarget(medianBelowNanoseconds: 300_000_000),
            size: 1, quickSize: 1, repetitions: 7
        ) { size, blackhole in
            let stopwatch = Stopwatch()
            for _ in 0..<size {
                let catalog = try MovieCatalog.bundled()
                blackhole.consume(catalog.movies.count)
            }
            return Sample(elapsed: stopwatch.elapsed, operations: size)
        }
    }
}
