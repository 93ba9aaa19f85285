import FluxExploration
import MoviesApp

/// The user actions of flux-movies that the explorer sends: the console's commands, each allowed
/// only when the console's own command resolver (`CommandResolver`) would dispatch it in the
/// state now (its input errors and notes refuse the rest), and the text typed at the prompt.
///
/// A command's payload is drawn from what the screen offers (`open N` within the list, `pick N`
/// within the recent searches) and shrinks to earlier items and earlier queries.
package enum MoviesRules {
    /// The queries a search is drawn from, simplest first (a shrunk search takes an earlier one).
    package static let queries = ["up", "love", "alien", "it", "amelie", "star wars", "babe"]
    /// The letters typed at the prompt.
    static let letters: [Character] = ["a", "b", "l"]

    /// The rules, with their weights: searches and typing most, then opening, paging and the rest.
    @MainActor
    package static var all: [ExplorationRule<AppState, AppAction>] {
        [
            command("search", weight: 4, payload: search, sample: .search(.submitted(query: queries[0]))),
            command("open", weight: 3, payload: open, sample: .details(.opened(index: 1))),
            command("more", weight: 2, payload: { _, _ in .search(.nextPageRequested) }),
            command("back", weight: 2, payload: { _, _ in .navigation(.back) }),
            command("recent", weight: 1, payload: { _, _ in .suggestions(.requested) }),
            command("pick", weight: 1, payload: pick, sample: .suggestions(.picked(index: 1))),
            command("cancel", weight: 1, payload: cancel),
            ExplorationRule("type", weight: 3, generate: type, shrink: shrinkTyping),
        ]
    }

    /// A rule for a console command: enabled when the resolver would dispatch `sample` (or the
    /// payload drawn, for commands without one), accepting an action the resolver dispatches.
    @MainActor
    static func command(
        _ name: String, weight: Int, payload: @escaping @MainActor (AppState, inout ExplorationRandom) -> AppAction,
        sample: AppAction? = nil
    ) -> ExplorationRule<AppState, AppAction> {
        ExplorationRule(
            name, weight: weight,
            when: { state in
                var random = ExplorationRandom(seed: 0)
                return ConsoleCommands.dispatches(sample ?? payload(state, &random), in: state)
            },
            accepts: { state, action in ConsoleCommands.dispatches(action, in: state) },
            generate: payload, shrink: shrink)
    }

    private static func search(_ state: AppState, _ random: inout ExplorationRandom) -> AppAction {
        .search(.submitted(query: queries[random.int(below: queries.count)]))
    }

    private static func open(_ state: AppState, _ random: inout ExplorationRandom) -> AppAction {
        .details(.opened(index: 1 + random.int(below: max(state.search.itemCount, 1))))
    }

    private static func pick(_ state: AppState, _ random: inout ExplorationRandom) -> AppAction {
        .suggestions(.picked(index: 1 + random.int(below: max(state.suggestions.queries.count, 1))))
    }

    /// The search's cancel while it loads, else the poster's on the details.
    private static func cancel(_ state: AppState, _ random: inout ExplorationRandom) -> AppAction {
        state.search.loading != nil ? .search(.cancelRequested) : .details(.posterCancelRequested)
    }

    /// The typed text with one more letter, or one fewer (Backspace), or none (Enter).
    private static func type(_ state: AppState, _ random: inout ExplorationRandom) -> AppAction {
        let typed = state.suggestions.live?.typed ?? ""
        switch random.int(below: 6) {
        case 0: return .suggestions(.typed(text: String(typed.dropLast())))
        case 1: return .suggestions(.typed(text: ""))
        default: return .suggestions(.typed(text: typed + String(letters[random.int(below: letters.count)])))
        }
    }

    /// Earlier queries, earlier items.
    package static func shrink(_ action: AppAction) -> [AppAction] {
        switch action {
        case .search(.submitted(let query)):
            let index = queries.firstIndex(of: query) ?? queries.count
            return queries.prefix(index).map { .search(.submitted(query: $0)) }
        case .details(.opened(let index)): return (1..<max(index, 1)).map { .details(.opened(index: $0)) }
        case .suggestions(.picked(let index)): return (1..<max(index, 1)).map { .suggestions(.picked(index: $0)) }
        default: return []
        }
    }

    /// Shorter texts typed, made of the first letter.
    static func shrinkTyping(_ action: AppAction) -> [AppAction] {
        guard case .suggestions(.typed(let text)) = action, !text.isEmpty else { return [] }
        let simpler = String(repeating: letters[0], count: text.count)
        return (text == simpler ? [] : [simpler]).map { .suggestions(.typed(text: $0)) }
    }
}
