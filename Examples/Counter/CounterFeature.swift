import Flux

/// Everything that can happen in the counter example.
enum CounterAction: Sendable, Equatable {
    case increment
    case decrement
    /// Asks for an increment after `delayMilliseconds`; a newer request cancels an older one.
    case incrementLater(delayMilliseconds: Int)
    case cancelLater
}

/// The counter's state.
struct CounterState: Equatable, Sendable {
    var count = 0
    var isWaiting = false
}

/// The history store's state: every count the counter has had, read from the counter store.
struct HistoryState: Equatable, Sendable {
    var counts: [Int] = []
}

/// The counter example's stores, middleware and dispatcher, wired together.
@MainActor
struct CounterFeature {
    let dispatcher = Dispatcher<CounterAction>()
    let counter: Store<CounterState, CounterAction>
    let history: Store<HistoryState, CounterAction>

    /// Builds the feature; `sleep` is the effect's dependency (injected, so tests need not wait).
    init(sleep: @escaping @Sendable (Int) async throws -> Void) {
        let counter = Store<CounterState, CounterAction>(name: "counter", initialState: CounterState()) {
            state, action in
            switch action {
            case .increment:
                state.count += 1
                state.isWaiting = false
            case .decrement: state.count -= 1
            case .incrementLater: state.isWaiting = true
            case .cancelLater: state.isWaiting = false
            }
        }
        // The history store waits for the counter so it can read the counter's new count.
        history = Store(name: "history", initialState: HistoryState(), waitFor: [counter]) { state, _ in
            if state.counts.last != counter.state.count { state.counts.append(counter.state.count) }
        }
        self.counter = counter
        do {
            try dispatcher.register(history, counter)
        } catch {
            preconditionFailure("the counter stores form no cycle: \(error)")
        }
        dispatcher.addMiddleware(DelayedIncrementMiddleware(sleep: sleep))
    }
}

/// Turns `.incrementLater` into a cancellable effect that sends `.increment`.
struct DelayedIncrementMiddleware: Middleware {
    let sleep: @Sendable (Int) async throws -> Void

    func after(_ action: CounterAction, dispatcher: Dispatcher<CounterAction>) {
        switch action {
        case .incrementLater(let delay):
            dispatcher.effects.run(id: "later", cancelInFlight: true) { [sleep] send in
                guard (try? await sleep(delay)) != nil else { return }
                await send(.increment)
            }
        case .cancelLater:
            dispatcher.effects.cancel(id: "later")
        default:
            break
        }
    }
}
