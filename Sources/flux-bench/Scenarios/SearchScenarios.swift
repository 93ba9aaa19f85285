import BenchKit
import Foundation
import MoviesData
import MoviesDomain

/// Catalog search: the indexed search versus the obvious linear scan, and loading the catalog.
@MainActor
enum SearchScenarios {
    /// The scenarios of this group, sharing one loaded catalog.
    static func all(fixture: CatalogFixture) -> [Scenario] {
        [
            catalogSearch(fixture), naiveSearch(fixture), typoSearch(fixture), directorSearch(fixture),
            startup, indexBuild(fixture),
        ]
    }

    /// Queries with one or two typos (none found by exact words alone), for `search.typo`.
    static let typoQueries = [
        "godfater", "amelei", "matrx", "interstelar", "jurasic park", "forest gump", "casablanka",
        "termintor", "shawshenk redemption", "gladaitor", "avatr", "pirates carribean", "lord of the rigns",
        "schindlrs list", "intrstelar", "ghostbsuters", "incepton", "silense lambs", "braveheert", "titanik",
    ]

    /// Directors' names, alone or with a title word, for `search.director`.
    static let directorQueries = [
        "kubrick", "nolan", "spielberg", "scorsese", "hitchcock", "tarantino", "spielberg jaws",
        "cameron titanic", "coppola", "kurosawa", "almodovar", "del toro", "fincher", "eastwood",
        "wes anderson", "coen", "ridley scott", "lynch", "miyazaki", "bergman",
    ]

    static func catalogSearch(_ fixture: CatalogFixture) -> Scenario {
        Scenario(
            name: "search.catalog",
            summary: "catalog.search(query, page: 1) for 50 fixed queries (ns per page)",
            baseline: "search.naive", target: PerformanceTarget(maxRatio: 0.1, medianBelowNanoseconds: 1_000_000),
            size: CatalogFixture.queries.count, quickSize: 5, body: searchEachQuery(fixture.catalog))
    }

    /// A body that searches the first `size` of the 50 queries in the catalog `load` gives, page 1
    /// of each: the time per page.
    static func searchEachQuery(_ load: @escaping @MainActor () throws -> MovieCatalog) -> Scenario.Body {
        { size, blackhole in
            let catalog = try load()
            let queries = blackhole.opaque(Array(CatalogFixture.queries.prefix(size)))
            return blackhole.timed(operations: queries.count) {
                queries.reduce(0) { found, query in
                    let page = catalog.search(query, page: 1)
                    return found &+ page.totalResults &+ page.movies.count
                }
            }
        }
    }

    static func typoSearch(_ fixture: CatalogFixture) -> Scenario {
        pageScenario(
            "search.typo", summary: "catalog.search(query, page: 1) for 20 queries with one or two typos (ns per page)",
            queries: typoQueries, below: 5_000_000, fixture: fixture)
    }

    static func directorSearch(_ fixture: CatalogFixture) -> Scenario {
        pageScenario(
            "search.director", summary: "catalog.search(query, page: 1) for 20 director queries (ns per page)",
            queries: directorQueries, below: 1_000_000, fixture: fixture)
    }

    /// Page 1 of each of `queries`, timed per page, with a median target of `below` nanoseconds.
    private static func pageScenario(
        _ name: String, summary: String, queries all: [String], below: Double, fixture: CatalogFixture
    ) -> Scenario {
        Scenario(
            name: name, summary: summary, target: PerformanceTarget(medianBelowNanoseconds: below),
            size: all.count, quickSize: 5
        ) { size, blackhole in
            let catalog = try fixture.catalog()
            let queries = blackhole.opaque(Array(all.prefix(size)))
            var found = 0
            let stopwatch = Stopwatch()
            for query in queries {
                let page = catalog.search(query, page: 1)
                found &+= page.totalResults &+ page.movies.count
            }
            let sample = Sample(elapsed: stopwatch.elapsed, operations: queries.count)
            blackhole.consume(found)
            return sample
        }
    }

    /// The baseline: what one would write without an index.
    static func naiveSearch(_ fixture: CatalogFixture) -> Scenario {
        Scenario(
            name: "search.naive",
            summary: "the same 50 queries as a linear scan: title.lowercased().contains(query) over every title",
            size: CatalogFixture.queries.count, quickSize: 5, repetitions: 5
        ) { size, blackhole in
            let movies = Array(try fixture.catalog().movies)
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

    /// Loading the catalog; the first run also prints the index's size on stderr.
    static var startup: Scenario {
        let report = OnceFlag()
        return Scenario(
            name: "startup.catalog",
            summary: "MovieCatalog.bundled(): read movies.catalog (17,472 films and their index) and check it",
            target: PerformanceTarget(medianBelowNanoseconds: 25_000_000),
            size: 1, quickSize: 1, repetitions: 7
        ) { size, blackhole in
            let stopwatch = Stopwatch()
            var last: MovieCatalog?
            for _ in 0..<size {
                let catalog = try MovieCatalog.bundled()
                blackhole.consume(catalog.movies.count)
                last = catalog
            }
            let sample = Sample(elapsed: stopwatch.elapsed, operations: size)
            if let last, report.take() {
                let megabytes = String(format: "%.2f", Double(last.indexByteCount) / 1_000_000)
                FileHandle.standardError.write(Data("flux-bench: catalog search index: \(megabytes) MB\n".utf8))
            }
            return sample
        }
    }

    /// Building the search index alone, over the movies already parsed.
    static func indexBuild(_ fixture: CatalogFixture) -> Scenario {
        Scenario(
            name: "startup.index",
            summary: "MovieCatalog(movies:) over the 17,472 parsed films: fold, intern, sort, lay out the index",
            size: 1, quickSize: 1, repetitions: 7
        ) { size, blackhole in
            let movies = blackhole.opaque(Array(try fixture.catalog().movies))
            let stopwatch = Stopwatch()
            for _ in 0..<size {
                blackhole.consume(MovieCatalog(movies: movies).indexByteCount)
            }
            return Sample(elapsed: stopwatch.elapsed, operations: size)
        }
    }

    /// True the first time only (the scenarios run on the main actor).
    final class OnceFlag {
        private var taken = false

        /// Whether this is the first call.
        func take() -> Bool {
            defer { taken = true }
            return !taken
        }
    }
}
