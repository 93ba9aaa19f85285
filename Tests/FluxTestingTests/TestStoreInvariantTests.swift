import Flux
import FluxTesting
import Testing

private struct Paging: Equatable, Sendable {
    var page = 1
    var pageCount = 2
}

private enum PagingAction: Equatable, Sendable {
    case next
    case nextChecked
    case advanceLater
}

/// A store whose `.next` has a planted bug (it pages past the last page), with middleware that
/// answers `.advanceLater` with `.next`.
@MainActor
private func makeStore(_ failures: FailureLog) throws -> (TestStore<PagingAction>, Store<Paging, PagingAction>) {
    let paging = Store<Paging, PagingAction>(
        name: "paging", initialState: Paging(),
        invariants: [
            Invariant("page within pages", fields: ["page": \.page, "pageCount": \.pageCount]) {
                $0.page <= $0.pageCount
            }
        ]
    ) { state, action in
        switch action {
        case .next: state.page += 1
        case .nextChecked: state.page = min(state.page + 1, state.pageCount)
        case .advanceLater: break
        }
    }
    let dispatcher = Dispatcher<PagingAction>()
    try dispatcher.register(paging)
    dispatcher.addMiddleware(FollowUp())
    return (TestStore(dispatcher: dispatcher, reporter: failures.reporter), paging)
}

@MainActor
private struct FollowUp: Middleware {
    func after(_ action: PagingAction, dispatcher: Dispatcher<PagingAction>) {
        if action == .advanceLater { dispatcher.send(.next) }
    }
}

@MainActor
@Suite struct TestStoreInvariantTests {
    let failures = FailureLog()

    @Test func aSendThatBreaksAnInvariantFailsAtThatSend() throws {
        let (store, paging) = try makeStore(failures)
        store.send(.next) { $0[paging].page = 2 }
        #expect(failures.failures == [])
        let line = #line + 1
        store.send(.next) { $0[paging].page = 3 }
        #expect(failures.kinds == [.invariantBroken])
        #expect(failures.lines == [line])
        #expect(failures.failures.map(\.title) == [#"send: store "paging" broke "page within pages""#])
        #expect(
            failures.messages == [
                """
                send(.next) left store "paging" breaking its invariant "page within pages":
                  page: 3
                  pageCount: 2
                Fix: make the reducer of "paging" keep "page within pages" after this action, or correct the invariant if the state is right.
                """
            ])
    }

    @Test func aReceivedActionThatBreaksAnInvariantFailsAtItsReceive() async throws {
        let (store, paging) = try makeStore(failures)
        store.send(.nextChecked) { $0[paging].page = 2 }
        store.send(.advanceLater)
        let line = #line + 1
        await store.receive(.next) { $0[paging].page = 3 }
        #expect(failures.kinds == [.invariantBroken])
        #expect(failures.lines == [line])
        #expect(failures.messages.first?.hasPrefix(#"receive(.next) left store "paging" breaking"#) == true)
    }

    @Test func keepingTheInvariantPasses() throws {
        let (store, paging) = try makeStore(failures)
        store.send(.nextChecked) { $0[paging].page = 2 }
        store.send(.nextChecked)
        #expect(failures.failures == [])
    }
}
