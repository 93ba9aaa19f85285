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
            dispatcher.effects.debounce(id: "search", for: .milliseconds(300), clock: clock) { send in
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

    @Test func aReceiveThatTimesOutWhileItsClockHasASleepSaysToAdvanceTheClock() async {
        let store = TestStore(dispatcher: dispatcher, clocks: [clock], reporter: failures.reporter)
        store.send(.queryChanged("lo")) { $0[search].query = "lo" }
        await clock.advance(by: .milliseconds(100))
        #expect(await clock.waitForSleepers(count: 1))
        let line = #line + 1
        await store.receive(.searched("lo"), timeout: .milliseconds(20))
        #expect(failures.kinds == [.receiveTimedOut])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.searched("lo")) timed out after 20 ms: no action arrived, and 1 effect is still in flight:
                  effect "search", started by send(.queryChanged("lo"))
                Fix: advance the test clock before this receive, e.g. await clock.advance(by: .milliseconds(200)): 1 sleep is waiting on it, due at 300 ms (the clock is at 100 ms).
                """
            ])
        await clock.advance(by: .milliseconds(200))
        await store.receive(.searched("lo")) { $0[search].searches = ["lo"] }
        await store.finish()
        #expect(failures.failures.count == 1)
    }

    @Test func aTimeoutNamesEachKnownClockWithSleepsByItsPlaceInClocks() async {
        let idle = TestClock()
        let other = TestClock()
        let store = TestStore(dispatcher: dispatcher, clocks: [idle, clock, other], reporter: failures.reporter)
        let sleeps = [1000, 2500].map { milliseconds in
            Task { try? await other.sleep(until: TestClock.Instant(offset: .milliseconds(milliseconds))) }
        }
        store.send(.queryChanged("lo")) { $0[search].query = "lo" }
        #expect(await clock.waitForSleepers(count: 1))
        #expect(await other.waitForSleepers(count: 2))
        await store.receive(.searched("lo"), timeout: .milliseconds(20))
        #expect(
            failures.messages == [
                """
                receive(.searched("lo")) timed out after 20 ms: no action arrived, and 1 effect is still in flight:
                  effect "search", started by send(.queryChanged("lo"))
                Fix: advance the test clocks before this receive; clocks[1]: 1 sleep is waiting on it, due at 300 ms (the clock is at 0 s), e.g. await clocks[1].advance(by: .milliseconds(300)); clocks[2]: 2 sleeps are waiting on it, the earliest due at 1 s (the clock is at 0 s), e.g. await clocks[2].advance(by: .seconds(1)) (the earliest) or await clocks[2].run() (all).
                """
            ])
        for sleep in sleeps {
            sleep.cancel()
            await sleep.value
        }
        store.send(.queryChanged("")) { $0[search].query = "" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searched("")) { $0[search].searches = [""] }
        await store.finish()
        #expect(failures.failures.count == 1)
        #expect(other.sleeperCount == 0)
    }

    @Test func aSingleWaitingClockAmongSeveralIsNamedByItsPlace() async {
        let store = TestStore(dispatcher: dispatcher, clocks: [TestClock(), clock], reporter: failures.reporter)
        store.send(.queryChanged("lo")) { $0[search].query = "lo" }
        #expect(await clock.waitForSleepers(count: 1))
        await store.receive(.searched("lo"), timeout: .milliseconds(20))
        #expect(
            failures.messages.map { $0.split(separator: "\n").last.map(String.init) } == [
                "Fix: advance the test clock clocks[1] before this receive, e.g. "
                    + "await clocks[1].advance(by: .milliseconds(300)): 1 sleep is waiting on it, due at 300 ms "
                    + "(the clock is at 0 s)."
            ])
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searched("lo")) { $0[search].searches = ["lo"] }
        await store.finish()
    }
}
