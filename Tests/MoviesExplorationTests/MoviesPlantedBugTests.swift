import FluxActionLog
import FluxExploration
import MoviesApp
import MoviesExploration
import Testing

/// The explorer finds each bug planted in flux-movies' own parts (``MoviesPlant``) from seed 42
/// with the documented weights, within 10,000 sequences; shrinks it to exactly its planted user
/// actions with the same failure; and the counterexample's seed, or the exploration's, finds the
/// same again.
@MainActor
@Suite struct MoviesPlantedBugTests {
    /// A planted bug and what the explorer must report for it.
    struct Planted: Sendable, CustomTestStringConvertible {
        let plant: MoviesPlant
        /// The sequence (of seed 42's) that fails first.
        let sequence: Int
        let failure: ActionLogFailure
        /// The shrunk user actions, exactly.
        let actions: [AppAction]
        var testDescription: String { plant.rawValue }
    }

    nonisolated static let planted = [
        Planted(
            plant: .cancelKeepsRequest, sequence: 1,
            failure: .invariantBreak(store: "search", invariant: "loading while a request is in flight"),
            actions: [.search(.submitted(query: "up")), .search(.cancelRequested)]),
        Planted(
            plant: .staleSearchAnswer, sequence: 1, failure: .propertyViolation(property: "the list answers its query"),
            actions: [.search(.submitted(query: "up")), .search(.submitted(query: "love"))]),
        Planted(
            plant: .lostLastKeystroke, sequence: 1,
            failure: .propertyViolation(property: "titles for the typed text when idle"),
            actions: [.suggestions(.typed(text: "aa")), .suggestions(.typed(text: "aaa"))]),
    ]

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test(arguments: planted)
    func findsShrinksAndReproduces(_ planted: Planted) throws {
        var options = ExplorationOptions()
        options.sequences = 10_000
        let explorer = MoviesExplorer.make(plant: planted.plant, options: options)
        let report = try explorer.explore(seed: 42)
        let found = try #require(report.counterexample, "\(report)")
        #expect(report.sequencesRun == planted.sequence)
        #expect(found.failure == planted.failure)
        #expect(found.actions == planted.actions)
        #expect(found.original.count > found.actions.count)

        let again = try #require(try explorer.reproduce(seed: found.seed))
        #expect(again.failure == found.failure)
        #expect("\(again.steps)" == "\(found.steps)")
        #expect("\(try explorer.explore(seed: 42).counterexample?.steps ?? [])" == "\(found.steps)")
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theStaleAnswerArrivesAfterTheNewerQueryWasSubmitted() throws {
        let found = try #require(try MoviesExplorer.make(plant: .staleSearchAnswer).explore(seed: 42).counterexample)
        // Both searches start before either answers; the older one's answer is the failing action.
        #expect(found.steps.prefix(2).compactMap(\.action) == Self.planted[1].actions)
        // The older query's films ("up 1", …) arrive as the answer while "love" is the query.
        #expect(
            found.message.hasPrefix(
                #"property "the list answers its query" broke at search.pageLoaded(page: (movies: [(countries: [], "#
                    + #"genres: [], id: 1, languages: [], title: "up 1"), "#))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theAppWithoutAPlantedBugExploresWithoutAFailure() throws {
        var options = ExplorationOptions()
        options.sequences = 500
        let report = try MoviesExplorer.make(options: options).explore(seed: 42)
        #expect("\(report)" == "no failure in 500 sequences (seed 0x2A)")
    }
}
