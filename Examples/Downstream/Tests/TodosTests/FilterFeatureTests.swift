import Flux
import FluxTesting
import Testing
import Todos

/// The filter feature alone: its debounce on a test clock, with no real sleep.
@MainActor @Suite struct FilterFeatureTests {
    @Test func nothingAppliesBefore300MillisecondsThenExactlyOnce() async throws {
        let clock = TestClock()
        let filter = Store(name: "filter", initialState: FilterState(), reducer: FilterReducer.reduce)
        let dispatcher = Dispatcher<FilterAction>()
        try dispatcher.register(filter)
        dispatcher.addMiddleware(FilterDebouncing(clock: clock))
        let store = TestStore(dispatcher: dispatcher)

        store.send(.queryChanged("m")) { $0[filter].query = "m" }
        await clock.advance(by: .milliseconds(200))
        store.send(.queryChanged("mi")) { $0[filter].query = "mi" }
        await clock.advance(by: .milliseconds(299))
        // The quiet period restarted at "mi": the apply still waits, and nothing was received.
        #expect(dispatcher.effects.inFlight.map(\.id) == ["apply"])
        #expect(filter.state.applied == "")
        await clock.advance(by: .milliseconds(1))
        await store.receive(.applied("mi")) { $0[filter].applied = "mi" }
        await store.finish()
    }
}
