/// One kind of user action the explorer may send: when it is possible (its precondition on the
/// state), how often it is chosen (its weight), how its payload is drawn, and how a payload
/// shrinks.
///
/// ```swift
/// ExplorationRule<SearchSnapshot, SearchAction>(
///     "select", weight: 1, when: { !$0.results.isEmpty },
///     accepts: { state, action in
///         guard case .select(let index) = action else { return false }
///         return index < state.results.count
///     },
///     generate: { state, random in .select(random.int(below: state.results.count)) },
///     shrink: { action in
///         guard case .select(let index) = action else { return [] }
///         return (0..<index).map(SearchAction.select)
///     })
/// ```
public struct ExplorationRule<Snapshot, Action> {
    /// The rule's name, in reports.
    public let name: String
    /// How often the rule is chosen among the enabled ones (proportional; 0 never).
    public let weight: Int
    /// Whether the rule can send anything in a state.
    public let precondition: @MainActor (Snapshot) -> Bool
    /// Whether a given action of this rule is possible in a state (`select 5` on three results is
    /// not): a replay drops a step it refuses, as it does one whose ``precondition`` fails.
    public let accepts: @MainActor (Snapshot, Action) -> Bool
    /// Draws an action for a state the precondition holds in.
    public let generate: @MainActor (Snapshot, inout ExplorationRandom) -> Action
    /// Smaller versions of an action, most preferred first (shorter strings, smaller numbers,
    /// earlier indices); none by default. For a `LoggableAction`, `\.simplerPayloads` shrinks by
    /// the action's JSON (``FluxExploration/FluxActionLog/LoggableAction/simplerPayloads``).
    public let shrink: (Action) -> [Action]

    /// Creates a rule.
    /// - Parameters:
    ///   - name: the rule's name.
    ///   - weight: how often it is chosen, relative to the other enabled rules.
    ///   - precondition: when it can send anything; always true by default.
    ///   - accepts: whether a particular action is possible in a state; true by default.
    ///   - generate: draws an action from the state and the seeded source.
    ///   - shrink: smaller candidates for an action, most preferred first.
    public init(
        _ name: String, weight: Int = 1, when precondition: @escaping @MainActor (Snapshot) -> Bool = { _ in true },
        accepts: @escaping @MainActor (Snapshot, Action) -> Bool = { _, _ in true },
        generate: @escaping @MainActor (Snapshot, inout ExplorationRandom) -> Action,
        shrink: @escaping (Action) -> [Action] = { _ in [] }
    ) {
        self.name = name
        self.weight = weight
        self.precondition = precondition
        self.accepts = accepts
        self.generate = generate
        self.shrink = shrink
    }

    /// Whether `action` may be sent in `state`: the precondition holds and the action is accepted.
    @MainActor
    func allows(_ action: Action, in state: Snapshot) -> Bool {
        precondition(state) && accepts(state, action)
    }
}
