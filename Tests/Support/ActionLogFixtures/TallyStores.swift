import Flux

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which counter reducer to use: the real one, or one changed to add 8 for `.add(7)`.
package enum TallyReducer: Sendable {
    case correct
    case addsEightForSeven
    /// Traps on `.add(13)`: a crashing reducer, for the tests of crash handling.
    case trapsOnThirteen
    /// Sends SIGKILL to its own process on `.add(13)`: a death that no signal handler sees and
    /// no code runs after, for the tests of the write-ahead log (`action-log-writer`).
    case killsItselfOnThirteen
}

/// The three stores of the tally app on one dispatcher.
@MainActor
package final class TallyStores {
    package let counter: Store<CounterState, TallyAction>
    package let notes: Store<NotesState, TallyAction>
    package let summary: Store<SummaryState, TallyAction>
    package let dispatcher = Dispatcher<TallyAction>()

    /// Registers fresh stores; with `middleware`, also the tally middleware (for live sessions).
    /// With `peakLimit`, the summary store declares the invariant "peak within limit" (a planted
    /// rule the tally does not keep: adding past the limit breaks it).
    package init(reducer: TallyReducer = .correct, middleware: Bool = false, peakLimit: Int? = nil) throws {
        counter = Store(name: "counter", initialState: CounterState()) { state, action in
            Self.reduceCounter(&state, action, reducer)
        }
        notes = Store(name: "notes", initialState: NotesState(), reducer: Self.reduceNotes)
        let counter = counter
        let invariants = peakLimit.map { limit in
            [Invariant<SummaryState>("peak within limit", fields: ["peak": \.peak]) { $0.peak <= limit }]
        }
        summary = Store(
            name: "summary", initialState: SummaryState(), waitFor: [counter], invariants: invariants ?? []
        ) { state, _ in
            state.parity = counter.state.value % 2 == 0 ? "even" : "odd"
            state.peak = max(state.peak, counter.state.value)
        }
        try dispatcher.register(summary, counter, notes)
        if middleware { dispatcher.addMiddleware(TallyMiddleware()) }
    }

    /// A replay factory: fresh stores, no middleware.
    package static func replayDispatcher(
        _ reducer: TallyReducer = .correct, peakLimit: Int? = nil
    ) throws -> Dispatcher<TallyAction> {
        try TallyStores(reducer: reducer, peakLimit: peakLimit).dispatcher
    }

    /// The three states, for comparisons.
    package var states: [String: any Sendable] {
        ["counter": counter.state, "notes": notes.state, "summary": summary.state]
    }

    static func reduceCounter(_ state: inout CounterState, _ action: TallyAction, _ reducer: TallyReducer) {
        switch action {
        case .add(let amount):
            precondition(reducer != .trapsOnThirteen || amount != 13, "the tally traps on 13")
            if reducer == .killsItselfOnThirteen, amount == 13 { kill(getpid(), SIGKILL) }
            state.value += reducer == .addsEightForSeven && amount == 7 ? 8 : amount
            state.adds += 1
        case .reset: state.value = 0
        case .request(let id): state.pending.append(id)
        case .loaded(let id, let amount):
            state.pending.removeAll { $0 == id }
            state.value += amount
        case .note, .tag: break
        }
    }

    static func reduceNotes(_ state: inout NotesState, _ action: TallyAction) {
        switch action {
        case .note(let text):
            state.recent = Array((state.recent + [text]).suffix(3))
            state.count += 1
        case .tag(let name, let weight): state.tag = NoteTag(name: name, weight: weight)
        case .reset: state.recent = []
        case .add, .request, .loaded: break
        }
    }
}

/// Live-only behaviour: a request starts an effect that delivers `.loaded`; a big add is
/// followed by a note. Replay never has it: its results are in the log.
@MainActor
package struct TallyMiddleware: Middleware {
    package init() {}

    package func after(_ action: TallyAction, dispatcher: Dispatcher<TallyAction>) {
        switch action {
        case .request(let id):
            dispatcher.effects.run(id: "load-\(id)") { send in await send(.loaded(id: id, amount: id * 10)) }
        case .add(let amount) where amount > 100:
            dispatcher.send(.note("big \(amount)"))
        default: break
        }
    }
}
