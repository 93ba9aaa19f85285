import Flux
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// `cancel` during a new search, at the console (issue #12): the list on screen before comes
/// back with its numbering, `more` continues it, `open` and `back` work on it; with nothing
/// before, the start screen (`more` and `open` then say there is nothing). English and Spanish.
@MainActor @Suite struct CancelRestoresListTests {
    private final class Screen {
        var text = ""
        var lines: [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    private static func run(
        _ fakes: FakeUseCases, language: Language, gate: Gate, _ before: [String], _ after: [String]
    ) async -> (AppCore, [String]) {
        let core = AppCore.live(dependencies: fakes.dependencies)
        let screen = Screen()
        let environment = ViewEnvironment(language: language)
        let output = ConsoleOutput(showsPrompt: false) { screen.text += $0 }
        let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { output.line($0) }
        renderer.start()
        defer { renderer.stop() }
        let session = ConsoleSession(core: core, environment: environment, output: output, isInteractive: true)
        for line in before {
            session.handle(.text(line))
            await core.dispatcher.effects.settle()
        }
        for line in after {
            let searches = fakes.searches.count
            session.handle(.text(line))
            // The search's effect takes its (gated) answer before the next line can cancel it.
            if line.hasPrefix("search ") { await fakes.searchesCalled(searches + 1) }
        }
        gate.open()
        await core.dispatcher.effects.settle()
        return (core, screen.lines)
    }

    private static let english = (
        searching: "Searching \"love\"...", header1: "Movies - \"love\": page 1 of 2 (3 results)",
        header2: "Movies - \"love\": page 2 of 2 (3 results)", hint: "Type \"more\" for page 2.",
        alien: "Searching \"alien\"...", cancelled: "Cancelled.", loading: "Loading page 2...",
        nothingToPage: "Nothing to page yet: search first, e.g. \"search love\".",
        nothingToOpen: "error: nothing to open yet; search first, e.g. \"search love\""
    )
    private static let spanish = (
        searching: "Buscando \"love\"...", header1: "Películas - \"love\": página 1 de 2 (3 resultados)",
        header2: "Películas - \"love\": página 2 de 2 (3 resultados)",
        hint: "Escribe \"more\" para ver la página 2.", alien: "Buscando \"alien\"...", cancelled: "Cancelado.",
        loading: "Cargando la página 2...",
        nothingToPage: "Todavía no hay páginas: busca primero, p. ej. \"search love\".",
        nothingToOpen: "error: todavía no hay nada que abrir; busca primero, p. ej. \"search love\""
    )

    @Test(arguments: [Language.english, .spanish])
    func cancelBringsBackTheListAndMoreContinuesIt(language: Language) async {
        let fakes = FakeUseCases()
        let gate = Gate()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 2, ids: 1...2, totalResults: 3)))
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 1, ids: 7...7)), gate: gate)
        fakes.answerSearch(with: .success(MovieFixtures.page(2, of: 2, ids: 3...3, totalResults: 3)))

        let (core, lines) = await Self.run(
            fakes, language: language, gate: gate, ["search love"], ["search alien", "cancel", "more"])

        let text = language == .spanish ? Self.spanish : Self.english
        let rows = ["  1. Movie 1 (2001) - Drama - 1.5/10", "  2. Movie 2 (2002) - Drama - 2.5/10"]
        let page1 = [text.header1] + rows + [text.hint]
        #expect(
            lines
                == [text.searching] + page1 + [text.alien, text.cancelled] + page1
                + [text.loading, text.header2, "  3. Movie 3 (2003) - Drama - 3.5/10"])
        #expect(core.state.search.query == "love" && core.state.search.items.map(\.id) == [1, 2, 3])
        #expect(fakes.searches.map(\.query) == ["love", "alien", "love"] && fakes.searches.map(\.page) == [1, 1, 2])
    }

    @Test(arguments: [Language.english, .spanish])
    func cancelWithNothingBeforeGivesTheStartScreen(language: Language) async {
        let fakes = FakeUseCases()
        let gate = Gate()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 1, ids: 7...7)), gate: gate)

        let (core, lines) = await Self.run(
            fakes, language: language, gate: gate, [], ["search love", "cancel", "more", "open 1"])

        let text = language == .spanish ? Self.spanish : Self.english
        #expect(lines == [text.searching, text.cancelled, text.nothingToPage, text.nothingToOpen])
        var start = SearchState()
        start.lastRequestID = 1
        #expect(core.state.search == start)
    }
}
