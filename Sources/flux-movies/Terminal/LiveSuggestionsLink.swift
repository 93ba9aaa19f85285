import Flux
import LineEditing
import MoviesApp

/// Connects the line editor to the live suggestions: sends what is typed, and hands the hint to
/// show back to the console (docs/flux-movies.md, "Live suggestions").
///
/// A `suggestions.typed` is sent only when the line's search text changes, so moving the cursor
/// sends nothing and the action log gets one action per change.
@MainActor
final class LiveSuggestionsLink {
    private let dispatcher: Dispatcher<AppAction>
    private var token: SubscriptionToken?
    private var lastTyped = ""

    /// Links the console to `core`; `showHint` receives each new hint (nil: none).
    init(core: AppCore, showHint: @escaping @MainActor (LineHint?) -> Void) {
        dispatcher = core.dispatcher
        token = core.stores.suggestions.subscribe({ LiveHint.make($0.live) }) { hint in
            showHint(hint.map { LineHint(text: $0.text, acceptedLine: $0.acceptedLine, alternatives: $0.alternatives) })
        }
    }

    /// The editor's line is now `line`: sends its search text if it changed.
    func lineChanged(_ line: String) {
        send(LiveHint.searchText(ofLine: line))
    }

    /// Nothing is being typed any more (Enter, Ctrl-C, history, a suspend): the hint goes.
    func cleared() {
        send("")
    }

    /// Ends the subscription.
    func stop() {
        token?.cancel()
        token = nil
    }

    private func send(_ text: String) {
        guard text != lastTyped else { return }
        lastTyped = text
        dispatcher.send(.suggestions(.typed(text: text)))
    }
}
