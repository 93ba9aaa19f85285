import FluxExploration
import MoviesApp
import MoviesExploration
import Testing

/// The rules of flux-movies come from the console's command resolver: a command it refuses in a
/// state is not sent, and a replay drops a step whose command the state reached refuses.
@MainActor
@Suite struct MoviesRulesTests {
    /// The rule named `name`'s number.
    private func rule(_ name: String) throws -> Int {
        try #require(MoviesRules.all.firstIndex { $0.name == name })
    }

    @Test func onTheStartScreenOnlySearchRecentAndTypingAreEnabled() {
        let enabled = MoviesRules.all.filter { $0.precondition(AppState()) }.map(\.name)
        #expect(enabled == ["search", "recent", "type"])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aReplayDropsTheCommandsTheResolverRefuses() throws {
        let (search, open, more, cancel) = (try rule("search"), try rule("open"), try rule("more"), try rule("cancel"))
        let load = ExplorationJob(path: [2, 1])
        let replayed = try MoviesExplorer.make().replay(
            [
                .send(rule: open, action: .details(.opened(index: 1))),  // nothing to open
                .send(rule: search, action: .search(.submitted(query: "up"))),
                .send(rule: more, action: .search(.nextPageRequested)),  // still searching
                .run(job: load, draws: [1]), .advance(by: .milliseconds(400)), .run(job: load, draws: [1, 1, 1]),
                .send(rule: open, action: .details(.opened(index: 9))),  // 5 films listed
                .send(rule: open, action: .details(.opened(index: 5))),
                .send(rule: cancel, action: .search(.cancelRequested)),  // nothing loads
            ], entropySeed: 7)
        #expect(replayed.failure == nil)
        #expect(
            replayed.steps.compactMap(\.action) == [.search(.submitted(query: "up")), .details(.opened(index: 5))])
    }

    @Test func shrinkingTakesEarlierQueriesAndItems() {
        #expect(
            MoviesRules.shrink(.search(.submitted(query: "alien")))
                == ["up", "love"].map { .search(.submitted(query: $0)) })
        #expect(MoviesRules.shrink(.details(.opened(index: 3))) == [1, 2].map { .details(.opened(index: $0)) })
        #expect(MoviesRules.shrink(.navigation(.back)) == [])
    }
}
