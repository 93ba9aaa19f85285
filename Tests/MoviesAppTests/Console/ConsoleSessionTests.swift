import Flux
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// The session in-process with scripted use cases: interactive timing (commands while effects
/// run), cancellation at the end, and scripted (settled) runs.
@MainActor @Suite struct ConsoleSessionTests {
    private final class Screen {
        var text = ""
        var lines: [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    private static func session(_ fakes: FakeUseCases, interactive: Bool) -> (
        AppCore, ConsoleSession, ConsoleRenderer, Screen
    ) {
        let core = AppCore.live(dependencies: fakes.dependencies)
        let screen = Screen()
        let output = ConsoleOutput(showsPrompt: false) { screen.text += $0 }
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) { output.line($0) }
        renderer.start()
        return (
            core,
            ConsoleSession(core: core, environment: ViewEnvironment(), output: output, isInteractive: interactive),
            renderer, screen
        )
    }

    private static func lines(_ texts: String...) -> AsyncStream<InputLine> {
        AsyncStream { continuation in
            for text in texts { continuation.yield(.text(text)) }
            continuation.finish()
        }
    }

    @Test func onATerminalCommandsRunWhileALoadIsInFlight() async {
        let fakes = FakeUseCases()
        let gate = Gate()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 1, ids: 1...1)), gate: gate)
        let (core, session, renderer, screen) = Self.session(fakes, interactive: true)
        defer { renderer.stop() }

        session.handle(.text("search love"))
        session.handle(.text("more"))
        session.handle(.text("open 1"))
        session.handle(.text("cancel"))
        session.handle(.text("cancel"))
        gate.open()
        await core.dispatcher.effects.settle()

        #expect(
            screen.lines == [
                "Searching \"love\"...",
                "error: still searching \"love\"; wait for the results or type cancel",
                "error: still searching \"love\"; wait for the results or type cancel",
                "Cancelled.",
                "Nothing to cancel.",
            ])
        #expect(core.state.search.loading == nil && core.state.search.error == nil && core.state.search.pages == [])
    }

    @Test func onATerminalTheEndCancelsWorkInFlight() async {
        let fakes = FakeUseCases()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 1, ids: 1...1)), gate: Gate())
        let (core, session, renderer, screen) = Self.session(fakes, interactive: true)
        defer { renderer.stop() }

        await session.run(Self.lines("search love"))

        #expect(screen.lines == ["Searching \"love\"..."])
        #expect(core.dispatcher.effects.isEmpty)
        #expect(fakes.searches == [FakeUseCases.SearchCall(query: "love", page: 1)])
    }

    @Test func inAScriptEachCommandWaitsForThePreviousEffects() async {
        let fakes = FakeUseCases()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 2, ids: 1...2)))
        fakes.answerSearch(with: .success(MovieFixtures.page(2, of: 2, ids: 3...3)))
        fakes.answerRecent(with: .success([MovieQuery(query: "love")]))
        let (_, session, renderer, screen) = Self.session(fakes, interactive: false)
        defer { renderer.stop() }

        await session.run(Self.lines("search love", "more", "more", "recent", "quit", "search never"))

        #expect(
            screen.lines == [
                "Searching \"love\"...",
                "Movies - \"love\": page 1 of 2 (40 results)",
                "  1. Movie 1 (2001) - Drama - 1.5/10",
                "  2. Movie 2 (2002) - Drama - 2.5/10",
                "Type \"more\" for page 2.",
                "Loading page 2...",
                "Movies - \"love\": page 2 of 2 (40 results)",
                "  3. Movie 3 (2003) - Drama - 3.5/10",
                "No more pages.",
                "Recent searches:",
                "  1. love",
                "Type \"pick N\" to search one again.",
            ])
        #expect(fakes.searches == [.init(query: "love", page: 1), .init(query: "love", page: 2)])
        #expect(fakes.recentCounts == [10])
    }
}
