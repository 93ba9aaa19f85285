import Flux
import FluxTesting
import Testing

/// `Dispatcher.debounce` on a `TestClock`: no real time passes in these tests.
@MainActor
@Suite struct DebounceTests {
    let clock = TestClock()
    let notes = makeNotes()
    let dispatcher = Dispatcher<TestAction>()

    init() throws {
        try dispatcher.register(notes)
    }

    func debounce(_ text: String) {
        dispatcher.effects.debounce(id: "note", for: .milliseconds(300), clock: clock) { send in
            await send(.note(text))
        }
    }

    @Test func runsOnceTheQuietPeriodHasPassed() async {
        debounce("a")
        await clock.advance(by: .milliseconds(299))
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(300))])
        #expect(notes.state == [])
        await clock.advance(by: .milliseconds(1))
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(notes.state == ["a"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func eachCallStartsTheQuietPeriodOver() async {
        debounce("a")
        await clock.advance(by: .milliseconds(200))
        debounce("b")
        await clock.advance(by: .milliseconds(299))
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(500))])
        #expect(dispatcher.effects.inFlight.count == 1)
        await clock.advance(by: .milliseconds(1))
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(notes.state == ["b"])
    }

    @Test func cancellingTheIdStopsTheWaitingCall() async {
        debounce("a")
        #expect(await clock.waitForSleepers(count: 1))
        dispatcher.effects.cancel(id: "note")
        #expect(clock.sleeperCount == 0)
        #expect(dispatcher.effects.isEmpty)
        await clock.advance(by: .seconds(1))
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(notes.state == [])
    }

    @Test func theQuietPeriodStartsAtTheCall() async {
        await clock.advance(by: .seconds(1))
        debounce("a")
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(1300))])
        await clock.run()
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(notes.state == ["a"])
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(1300)))
    }
}
