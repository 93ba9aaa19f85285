import BenchKit

/// The explorer on flux-movies: actions explored per second, and what they cost against
/// dispatching the very same actions into a plain core (the explorer's overhead factor).
@MainActor
enum ExploreScenarios {
    /// The scenarios of this group; none where the explorer is not available.
    static var all: [Scenario] {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return [] }
        let fixture = ExploreMoviesFixture()
        return [explore(fixture), plain(fixture)]
    }

    /// `explore.movies`: one operation is one action the explorer dispatched (user actions and
    /// effect results), with rule choice, effect jobs, the clock, invariants and properties.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func explore(_ fixture: ExploreMoviesFixture) -> Scenario {
        Scenario(
            name: "explore.movies",
            summary: "an action the explorer dispatches on flux-movies (simulated repositories, invariants "
                + "and properties checked, no log); size = sequences",
            baseline: "explore.movies.plain",
            // 50,000 explored actions a second.
            target: PerformanceTarget(medianBelowNanoseconds: 20_000),
            size: 400, quickSize: 8
        ) { size, blackhole in
            let run = try fixture.explore(sequences: size)
            blackhole.consume(run.checksum)
            return run.sample
        }
    }

    /// `explore.movies.plain`: the actions `explore.movies` dispatched, sequence by sequence,
    /// sent into a fresh `AppCore()` each (no middleware, no explorer).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func plain(_ fixture: ExploreMoviesFixture) -> Scenario {
        Scenario(
            name: "explore.movies.plain",
            summary: "the same actions, recorded, sent to a fresh AppCore() per sequence (no middleware)",
            size: 400, quickSize: 8
        ) { size, blackhole in
            let run = try fixture.dispatchPlain(sequences: size)
            blackhole.consume(run.checksum)
            return run.sample
        }
    }
}
