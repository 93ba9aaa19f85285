import Flux
import FluxTesting
import Testing
import Todos

/// Both features composed into the app: the same feature code, scoped.
@MainActor @Suite struct TodoAppTests {
    @Test func theVisibleListFollowsTheListAndTheAppliedFilter() async throws {
        let clock = TestClock()
        let app = try TodoApp()
        app.installMiddleware(save: { _ in }, clock: clock)
        let store = TestStore(dispatcher: app.dispatcher)

        store.send(.list(.added(title: "Buy milk"))) {
            $0[app.list].todos = [Todo(id: 1, title: "Buy milk")]
            $0[app.list].nextID = 2
            $0[app.visible] = ["Buy milk"]
        }
        store.send(.list(.added(title: "Call Bob"))) {
            $0[app.list].todos.append(Todo(id: 2, title: "Call Bob"))
            $0[app.list].nextID = 3
            $0[app.visible] = ["Buy milk", "Call Bob"]
        }
        store.send(.filter(.queryChanged("bob"))) { $0[app.filter].query = "bob" }
        await clock.advance(by: FilterDebouncing.quietPeriod)
        await store.receive(.filter(.applied("bob"))) {
            $0[app.filter].applied = "bob"
            $0[app.visible] = ["Call Bob"]
        }
        store.send(.list(.saveRequested)) { $0[app.list].isSaving = true }
        await store.receive(.list(.saveFinished(error: nil))) { $0[app.list].isSaving = false }
        await store.finish()
    }
}
