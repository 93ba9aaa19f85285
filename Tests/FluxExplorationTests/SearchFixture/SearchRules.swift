import FluxExploration

/// What the explorer may do to the fixture app, and what it checks besides the invariants.
@MainActor
enum SearchRules {
    /// The letters queries are made of.
    nonisolated static let letters: [Character] = ["a", "b", "c"]

    /// The user's actions.
    static let all: [ExplorationRule<SearchState, SearchAction>] = [
        ExplorationRule(
            "type", weight: 4,
            generate: { state, random in
                if !state.query.isEmpty, random.chance(percent: 25) { return .typed(String(state.query.dropLast())) }
                return .typed(state.query + random.string(length: 1, alphabet: letters))
            },
            shrink: { action in
                guard case .typed(let text) = action else { return [] }
                return smaller(text, allowingEmpty: true).map(SearchAction.typed)
            }),
        ExplorationRule(
            "submit", weight: 2,
            generate: { _, random in
                .submitted(random.string(length: random.int(in: 1...3), alphabet: letters))
            }, shrink: shrinkSubmit),
        ExplorationRule(
            "resubmit", weight: 1, when: { !$0.history.isEmpty },
            generate: { state, random in
                .submitted(state.history[random.int(below: state.history.count)])
            }, shrink: shrinkSubmit),
        ExplorationRule(
            "select", weight: 1, when: { !$0.results.isEmpty },
            accepts: { state, action in
                guard case .select(let index) = action else { return false }
                return state.results.indices.contains(index)
            },
            generate: { state, random in .select(random.int(below: state.results.count)) },
            shrink: { action in
                guard case .select(let index) = action else { return [] }
                return (0..<index).map(SearchAction.select)
            }),
        ExplorationRule("clear", weight: 1, when: { !$0.query.isEmpty }, generate: { _, _ in .cleared }),
    ]

    /// The properties: a result answers the latest search; once idle, the typed query has been
    /// searched and nothing is loading.
    static let properties: [ExplorationProperty<SearchState, SearchAction>] = [
        .transition("no stale results") { before, action, _ in
            switch action {
            case .loaded(let query, _), .failed(let query): query == before.searching
            default: true
            }
        },
        .idle("typed query searched when idle") { $0.query.isEmpty || $0.searching == $0.query },
        .idle("not loading when idle") { !$0.isLoading },
    ]

    /// An explorer of the fixture app with `bugs` planted.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func explorer(bugs: SearchBugs, sequences: Int = 100) -> Explorer<SearchApp> {
        var options = ExplorationOptions()
        options.sequences = sequences
        return Explorer(rules: all, properties: properties, options: options) { environment in
            try SearchApp(bugs: bugs, environment: environment)
        }
    }

    /// Smaller submitted queries (never empty).
    private nonisolated static func shrinkSubmit(_ action: SearchAction) -> [SearchAction] {
        guard case .submitted(let text) = action else { return [] }
        return smaller(text, allowingEmpty: false).map(SearchAction.submitted)
    }

    /// Smaller versions of `text`: without its last or first letter, then with its first letter
    /// that is not the alphabet's first made so.
    private nonisolated static func smaller(_ text: String, allowingEmpty: Bool) -> [String] {
        var candidates: [String] = []
        if text.count > 1 || allowingEmpty && !text.isEmpty {
            candidates.append(String(text.dropLast()))
            candidates.append(String(text.dropFirst()))
        }
        if let index = text.firstIndex(where: { $0 != letters[0] }) {
            var simpler = text
            simpler.replaceSubrange(index...index, with: String(letters[0]))
            candidates.append(simpler)
        }
        return candidates
    }
}
