import BenchKit
import Flux
import LineEditing
import MoviesApp

/// The `console.suggest` scenario: one keystroke at the prompt with live suggestions on, timed
/// key by key, reported as the 99th percentile.
@MainActor
enum SuggestKeystroke {
    /// A key typed with suggestions on: the editor, the line's search text, `suggestions.typed`
    /// through the live app (the debounce restarted, every store and the renderer), the hint
    /// subscription and the redraw. One operation is the 99th percentile of the run's keys.
    static var scenario: Scenario {
        Scenario(
            name: "console.suggest",
            summary: "a keystroke with live suggestions: editor + typed action + debounce + renderer (p99 ns per key)",
            target: PerformanceTarget(medianBelowNanoseconds: 2_000_000), size: 10_000, quickSize: 100
        ) { size, blackhole in
            let keys = blackhole.opaque([EditKey.text("x"), .backspace])
            var typing = Typing()
            _ = typing.key(.text("the godfathe"))
            var times: [Double] = []
            times.reserveCapacity(size)
            var bytes = 0
            let clock = ContinuousClock()
            for index in 0..<size {
                let start = clock.now
                bytes &+= typing.key(keys[index & 1])
                times.append(Double((clock.now - start) / .nanoseconds(1)))
            }
            typing.stop()
            blackhole.consume(bytes)
            let p99 = Statistics.percentile(0.99, of: times) ?? 0
            return Sample(elapsed: .nanoseconds(Int64(p99.rounded())), operations: 1)
        }
    }

    /// The live app, a renderer and an editor wired as the interactive console wires them.
    @MainActor
    private struct Typing {
        let core: AppCore
        let renderer: ConsoleRenderer
        var editor = LineEditor(prompt: "> ", width: 80, completions: CommandParser.commandWords)
        var token: SubscriptionToken?
        let hints = HintBox()

        init() {
            var dependencies = AppDependencies(
                searchMovies: { _, _, _ in throw CancellationError() }, fetchRecentQueries: { _ in [] },
                fetchPoster: { _, _ in throw CancellationError() })
            dependencies.suggestTitles = { text, _ in [TitleSuggestion(title: text, year: 2000)] }
            core = AppCore.live(dependencies: dependencies)
            renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment(width: 80)) { _ in }
            renderer.start()
            let hints = hints
            token = core.stores.suggestions.subscribe({ LiveHint.make($0.live) }) { hints.hint = $0 }
        }

        /// Handles `key` as the console does; returns the bytes written.
        mutating func key(_ key: EditKey) -> Int {
            var bytes = editor.handle(key).output.utf8.count
            core.dispatcher.send(.suggestions(.typed(text: LiveHint.searchText(ofLine: editor.buffer.text))))
            let hint = hints.hint.map { LineHint(text: $0.text, acceptedLine: $0.acceptedLine) }
            if hint != editor.hint {
                editor.hint = hint
                bytes &+= editor.redraw().utf8.count
            }
            return bytes
        }

        func stop() {
            token?.cancel()
            renderer.stop()
            core.dispatcher.effects.cancelAll()
        }
    }

    /// The hint the subscription delivered last.
    @MainActor
    private final class HintBox {
        var hint: LiveHint?
    }
}
