import Flux
import FluxTesting
import Testing

/// Actions need not be `Equatable`: `send` and `receive(where:)` work without it.
@MainActor
@Suite struct NonEquatableActionTests {
    enum Action: Sendable {
        case add(Int, reply: @Sendable () -> Void)
        case added
    }

    struct Echo: Middleware {
        func after(_ action: Action, dispatcher: Dispatcher<Action>) {
            if case .add = action { dispatcher.send(.added) }
        }
    }

    let failures = FailureLog()

    @Test func sendAndReceiveWhereWork() async throws {
        let total = Store<Int, Action>(name: "total", initialState: 0) { state, action in
            if case .add(let amount, _) = action { state += amount }
        }
        let store = try TestStore(stores: [total], middleware: [Echo()], reporter: failures.reporter)
        store.send(.add(2, reply: {})) { $0[total] = 2 }
        await store.receive(where: { if case .added = $0 { true } else { false } })
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func aWrongTotalShowsTheStoreAsTheWholePath() throws {
        let total = Store<Int, Action>(name: "total", initialState: 0) { state, action in
            if case .add(let amount, _) = action { state += amount }
        }
        let store = try TestStore<Action>(stores: [total], reporter: failures.reporter)
        store.send(.add(2, reply: {})) { $0[total] = 3 }
        #expect(
            failures.messages == [
                """
                State after send(.add(2, reply: (Function))) does not match the expectation (-expected +actual):
                  total:
                    - 3
                    + 2
                Fix: correct the trailing closure of send(.add(2, reply: (Function))), or fix the reducer if the actual value is wrong.
                """
            ])
    }
}
