import Flux
import MoviesApp
import TestSupport
import Testing

/// Each screen update reaches the terminal in one write, the prompt erased once before it and
/// drawn once after it (issue 34, item 20: a page was about 60 writes, every row with the prompt
/// erased and drawn again around it). Counted through the output's write function: a pty joins
/// writes and cannot show this.
@MainActor @Suite struct OneWritePerUpdateTests {
    private final class Writes {
        var list: [String] = []
    }

    /// The renderer wired to an interactive output as the app wires them.
    private static func console(_ core: AppCore, writes: Writes) -> (ConsoleOutput, ConsoleRenderer) {
        let output = ConsoleOutput(showsPrompt: true, rewritesLines: true) { writes.list.append($0) }
        output.inputLine = { "\r> open 2\u{1B}[K" }
        let renderer = ConsoleRenderer(
            stores: core.stores, environment: ViewEnvironment(), writeLoading: { output.transientLine($0) },
            write: { output.line($0) })
        renderer.groupWrites = { output.update($0) }
        renderer.start()
        return (output, renderer)
    }

    @Test func aPageOfResultsIsOneWrite() {
        let core = AppCore()
        let writes = Writes()
        let (output, renderer) = Self.console(core, writes: writes)
        defer { renderer.stop() }
        output.prompt()
        core.dispatcher.send(.search(.submitted(query: "alien")))
        core.dispatcher.send(.search(.pageLoaded(requestID: 1, page: MovieFixtures.page(1, of: 2, ids: 1...20))))

        let erase = "\r\u{1B}[K"
        let rows = ConsoleRenderer.lines(
            from: nil, to: ConsoleViewModel.make(core.state, environment: ViewEnvironment()),
            layout: ConsoleLayout(environment: ViewEnvironment()))
        #expect(rows.count > 20)
        #expect(
            writes.list == [
                "\r> open 2\u{1B}[K",
                erase + "Searching \"alien\"...\n\r> open 2\u{1B}[K",
                erase + "\u{1B}[A" + erase + rows.map { $0 + "\n" }.joined() + "\r> open 2\u{1B}[K",
            ])
    }

    @Test func updatesNestAndTheOutermostWrites() {
        let writes = Writes()
        let output = ConsoleOutput(showsPrompt: true) { writes.list.append($0) }
        output.prompt()
        output.update {
            output.line("a")
            output.update { output.line("b") }
            output.line("c")
        }
        output.line("d")
        #expect(writes.list == ["> ", "\r\u{1B}[Ka\nb\nc\n> ", "\r\u{1B}[Kd\n> "])
    }

    @Test func withoutAPromptAnUpdateIsStillOneWrite() {
        let writes = Writes()
        let output = ConsoleOutput(showsPrompt: false) { writes.list.append($0) }
        output.update { ["a", "b", "c"].forEach(output.line) }
        #expect(writes.list == ["a\nb\nc\n"])
    }
}
