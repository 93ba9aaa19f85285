import BenchKit
import Foundation
import MoviesData

/// The catalog 20 times larger (``ScaledCatalogFixture``): its snapshot must load in at most
/// about 20 times the packaged catalog's time (`startup.catalog`), and the median page must
/// still take under a millisecond. The mean over the 50 queries is reported too: the pages of
/// the commonest words (`the`, `a`: 100,000 matches and more) grow with their matches.
@MainActor
enum CatalogScaleScenarios {
    /// The scenarios of this group, sharing one scaled catalog.
    static func all(fixture: ScaledCatalogFixture) -> [Scenario] {
        [load(fixture), search(fixture), medianPage(fixture)]
    }

    /// Loading the scaled snapshot, against loading the packaged one.
    static func load(_ fixture: ScaledCatalogFixture) -> Scenario {
        Scenario(
            name: "startup.catalog.20x",
            summary: "MovieCatalog.loadSnapshot of a synthetic catalog 20x the packaged one (349,440 films)",
            baseline: "startup.catalog", target: PerformanceTarget(maxRatio: 25),
            size: 1, quickSize: 1, repetitions: 7
        ) { _, blackhole in
            let (elapsed, catalog) = try fixture.timedLoad()
            blackhole.consume(catalog.movies.count)
            return Sample(elapsed: elapsed, operations: 1)
        }
    }

    /// The 50 queries of `search.catalog` on the scaled catalog.
    static func search(_ fixture: ScaledCatalogFixture) -> Scenario {
        Scenario(
            name: "search.catalog.20x",
            summary: "catalog.search(query, page: 1) for the 50 queries of search.catalog, catalog 20x (ns per page)",
            baseline: "search.catalog", size: CatalogFixture.queries.count, quickSize: 5,
            body: SearchScenarios.searchEachQuery(fixture.catalog))
    }

    /// One of the 50 queries per repetition, in turn (each page 5 times): the median over the
    /// repetitions is the median query's page.
    static func medianPage(_ fixture: ScaledCatalogFixture) -> Scenario {
        let cycle = QueryCycle()
        return Scenario(
            name: "search.page.20x",
            summary: "catalog.search(query, page: 1), catalog 20x: median over the 50 queries of search.catalog",
            target: PerformanceTarget(medianBelowNanoseconds: 1_000_000),
            size: 5, quickSize: 1, repetitions: CatalogFixture.queries.count, warmsUp: false
        ) { size, blackhole in
            let catalog = try fixture.catalog()
            let query = blackhole.opaque(CatalogFixture.queries[cycle.take()])
            // Untimed once first: the median is of a warm page, as the other search scenarios'.
            blackhole.consume(catalog.search(query, page: 1).totalResults)
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { found, _ in found &+ catalog.search(query, page: 1).totalResults }
            }
        }
    }

    /// The index of the next query, cycling through the 50 (the scenarios run on the main actor).
    @MainActor
    final class QueryCycle {
        private var next = 0

        /// The next index.
        func take() -> Int {
            defer { next = (next + 1) % CatalogFixture.queries.count }
            return next
        }
    }
}
