import Flux
import FluxTesting
import Testing

/// A `TestStore` over a feature that debounces on a `TestClock`: "nothing before 300 ms, then
/// exactly one search", with no real sleep.
@MainActor
@Suite struct TestStoreClockTests {
    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searched(String)
    }

    struct State: Equatable, Sendable {
        var query = ""
        var searches: [String] = []
    }

    /// Searches 300 ms after the query stops changing.
    struct Debounce: Middleware {
        let clock: TestClock

        func after(_ action: Action, dispatcher: Dispatcher<Action>) {
            guard case .queryChanged(let query) = action else { return }
            dispatcher.debounce(id: "search", for: .milliseconds(300), clock: clock) { send in
                await send(.searched(query))
            }
        }
    }

    let failures = FailureLog()
    let clock = TestClock()
    let dispatcher = Dispatcher<Action>()
    let search = Store(name: "search", initialState: State()) { (state: inout State, action: Action) in
        switch action {
        case .queryChanged(let query): state.query = query
        case .searched(let query): state.searches.append(query)
        }
    }

    init() throws {
        try dispatcher.register(search)
        dispatcher.addMiddleware(Debounce(clock: clock))
    }

    @Test func searchesOnceAfterTheQuietPeriod() async {
        let store = TestStore(dispatcher: dispatcher, reporter: failures.reporter)
        store.send(.queryChanged("l")) { $0[search].query = "l" }
        store.send(.queryChanged("lo")) { $0[search].query = "lo" }
        await clock.advance(by: .milliseconds(299))
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(300))])
        #expect(store.receivedActions == [])
        await clock.advance(by: .milliseconds(1))
        await store.receive(.searched("lo")) { $0[search].searches = ["lo"] }
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func finishReportsTheDebounceStillWaitingWhenTheClockWasNotAdvancedEnough() async {
        let store = TestStore(dispatcher: dispatcher, reporter: failures.reporter)
        let line = #line + 1
        store.send(.queryChanged("lo")) { $0[search].query = "lo" }
        await clock.advance(by: .milliseconds(299))
        #expect(await clock.waitForSleepers(count: 1))
        await store.finish(timeout: .milliseconds(10))
        #expect(failures.kinds == [.effectStillRunning])
        #expect(failures.lines == [line])
        #expect(clock.sleeperCount == 0)
    }
}
