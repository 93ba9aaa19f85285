import Flux

/// The tally's three stores with two index-out-of-range bugs in two reducers, which trap at the
/// same line of the standard library (`Swift/ContiguousArrayBuffer.swift`): the counter's
/// `.loaded` after an add reads the pending request at `adds - 1` (out of range when none was
/// requested), and the notes' `.tag` reads the latest note (out of range before the first
/// one). Otherwise the tally's reducers. For the tests of a crash's identity: `tally-replay` with
/// `TALLY_REPLAY_REDUCER=indexesOutOfRange`.
@MainActor
package enum TallyIndexBugs {
    /// A replay factory: fresh stores, no middleware.
    package static func replayDispatcher() throws -> Dispatcher<TallyAction> {
        let dispatcher = Dispatcher<TallyAction>()
        let counter = Store<CounterState, TallyAction>(name: "counter", initialState: CounterState()) { state, action in
            if case .loaded = action, state.adds > 0 {
                let request = state.pending[state.adds - 1]  // planted: out of range without a request
                state.pending.removeAll { $0 == request }
            }
            TallyStores.reduceCounter(&state, action, .correct)
        }
        let notes = Store<NotesState, TallyAction>(name: "notes", initialState: NotesState()) { state, action in
            if case .tag(let name, _) = action {
                let latest = state.recent[state.recent.count - 1]  // planted: out of range before a note
                state.tag = NoteTag(name: "\(latest) \(name)", weight: nil)
                return
            }
            TallyStores.reduceNotes(&state, action)
        }
        let summary = Store<SummaryState, TallyAction>(
            name: "summary", initialState: SummaryState(), waitFor: [counter]
        ) { state, _ in
            state.parity = counter.state.value % 2 == 0 ? "even" : "odd"
            state.peak = max(state.peak, counter.state.value)
        }
        try dispatcher.register(summary, counter, notes)
        return dispatcher
    }
}
