import Flux
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// What the console does at a terminal with the line editor, in-process: output above the edited
/// line, the transient loading line and its seconds, and Ctrl-C.
@MainActor @Suite struct TerminalConsoleTests {
    static let eraseRow = "\r\u{1B}[K"
    static let rowUp = "\u{1B}[A"

    private final class Written {
        var text = ""
    }

    @Test func outputPrintedWhileALineIsEditedGoesAboveItAndTheLineIsRedrawn() {
        let written = Written()
        let edited = Written()
        edited.text = "\r> open 2\u{1B}[K\u{1B}[1D"
        let output = ConsoleOutput(showsPrompt: true, rewritesLines: true) { written.text += $0 }
        output.inputLine = { edited.text }
        output.prompt()
        output.line("Movies")
        edited.text = "\r> open 23\u{1B}[K"
        output.redrawPrompt()
        #expect(
            written.text
                == "\r> open 2\u{1B}[K\u{1B}[1D" + Self.eraseRow + "Movies\n\r> open 2\u{1B}[K\u{1B}[1D"
                + "\r> open 23\u{1B}[K")
    }

    @Test func aTransientLineIsUpdatedInPlaceAndReplacedByTheNextLine() {
        let written = Written()
        let output = ConsoleOutput(showsPrompt: true, rewritesLines: true) { written.text += $0 }
        output.prompt()
        output.transientLine("Searching \"alien\"...")
        output.updateTransientLine("Searching \"alien\"... 1s")
        output.line("Movies")
        output.updateTransientLine("Searching \"alien\"... 2s")
        #expect(
            written.text
                == "> " + Self.eraseRow + "Searching \"alien\"...\n> "
                + Self.eraseRow + Self.rowUp + Self.eraseRow + "Searching \"alien\"... 1s\n> "
                + Self.eraseRow + Self.rowUp + Self.eraseRow + "Movies\n> ")
    }

    @Test func aLineWrittenAsideGoesAboveThePromptAndTheLine() {
        let written = Written()
        let output = ConsoleOutput(showsPrompt: true, rewritesLines: true) { written.text += $0 }
        output.inputLine = { "\r> ope\u{1B}[K" }
        output.aside { written.text += "stderr line\n" }
        output.prompt()
        output.aside { written.text += "flux-movies: loading movies failed\n" }
        #expect(
            written.text
                == "stderr line\n\r> ope\u{1B}[K" + Self.eraseRow + "flux-movies: loading movies failed\n"
                + "\r> ope\u{1B}[K")
    }

    @Test func withoutRewritingATransientLineIsAnOrdinaryLine() {
        for output in [(true, false), (false, true)] {
            let written = Written()
            let console = ConsoleOutput(showsPrompt: false, clearsLine: output.0, rewritesLines: output.1) {
                written.text += $0
            }
            console.transientLine("Loading page 2...")
            console.updateTransientLine("Loading page 2... 1s")
            console.line("Movies")
            #expect(written.text == "Loading page 2...\nMovies\n")
        }
    }

    @Test func aLineTypedAfterTheTransientLineKeepsIt() {
        let written = Written()
        let output = ConsoleOutput(showsPrompt: false, rewritesLines: true) { written.text += $0 }
        output.transientLine("Searching \"alien\"...")
        output.inputReceived()
        output.line("Still searching \"alien\"...")
        #expect(written.text == "Searching \"alien\"...\nStill searching \"alien\"...\n")
    }

    @Test func theLoadingLineShowsItsWholeSecondsAfterTheFirst() {
        let core = AppCore()
        let start = ContinuousClock.now
        var now = start
        var printed: [String] = []
        var loading: [String] = []
        let renderer = ConsoleRenderer(
            stores: core.stores, environment: ViewEnvironment(), writeLoading: { loading.append($0) },
            now: { now }, write: { printed.append($0) })
        renderer.updateLoading = { loading.append("update: " + $0) }
        renderer.start()
        defer { renderer.stop() }

        core.dispatcher.send(.search(.submitted(query: "alien")))
        for milliseconds in [100, 999, 1_000, 1_500, 2_100, 3_000] {
            now = start + .milliseconds(milliseconds)
            renderer.tick()
        }
        core.dispatcher.send(.search(.pageLoaded(requestID: 1, page: MovieFixtures.page(1, of: 1, ids: 1...1))))
        now = start + .seconds(9)
        renderer.tick()

        #expect(
            loading == [
                "Searching \"alien\"...", "update: Searching \"alien\"... 1s", "update: Searching \"alien\"... 2s",
                "update: Searching \"alien\"... 3s",
            ])
        #expect(printed.first == "Movies - \"alien\": page 1 of 1 (20 results)")
    }

    private static func session(_ fakes: FakeUseCases) -> (AppCore, ConsoleSession, ConsoleRenderer, Written) {
        let core = AppCore.live(dependencies: fakes.dependencies)
        let written = Written()
        let output = ConsoleOutput(showsPrompt: false) { written.text += $0 }
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) { output.line($0) }
        renderer.start()
        let session = ConsoleSession(core: core, environment: ViewEnvironment(), output: output, isInteractive: true)
        return (core, session, renderer, written)
    }

    @Test func ctrlCClearsTheLineThenCancelsTheLoadThenAsksThenExits() async {
        let fakes = FakeUseCases()
        let gate = Gate()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 1, ids: 1...1)), gate: gate)
        let (core, session, renderer, written) = Self.session(fakes)
        defer { renderer.stop() }

        #expect(session.submit(.text("search love")))
        #expect(session.interrupt(clearedText: true, followsExitHint: false) == .clearedLine)
        #expect(core.state.search.loading == .fullScreen)
        #expect(session.interrupt(clearedText: false, followsExitHint: false) == .cancelledLoad)
        #expect(core.state.search.loading == nil)
        #expect(session.interrupt(clearedText: false, followsExitHint: false) == .exitHint)
        #expect(session.interrupt(clearedText: true, followsExitHint: true) == .clearedLine)
        #expect(session.interrupt(clearedText: false, followsExitHint: true) == .exit)
        gate.open()
        await core.dispatcher.effects.settle()

        #expect(
            written.text
                == "Searching \"love\"...\nCancelled.\n(To exit, press Ctrl-C again or Ctrl-D, or type quit)\n")
    }

    @Test func theExitHintIsInSpanishToo() {
        #expect(
            Language.spanish.strings.note(.exitHint)
                == "(Para salir, pulsa Ctrl-C otra vez o Ctrl-D, o escribe quit)")
    }
}
