import Flux
import FluxTesting
import Testing

/// `Dispatcher.throttle` on a `TestClock`: the first call runs at once, then at most one per
/// interval, the held one being the latest or the first.
@MainActor
@Suite struct ThrottleTests {
    let clock = TestClock()
    let notes = makeNotes()
    let dispatcher = Dispatcher<TestAction>()

    init() throws {
        try dispatcher.register(notes)
    }

    @discardableResult
    func throttle(_ text: String, latest: Bool = true) -> EffectInfo? {
        dispatcher.effects.throttle(id: "note", for: .seconds(1), clock: clock, latest: latest) { send in
            await send(.note(text))
        }
    }

    /// Settles; only call when no sleep is left on the clock.
    func settle() async {
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
    }

    @Test func theFirstCallRunsAtOnce() async {
        #expect(throttle("a") != nil)
        await settle()
        #expect(notes.state == ["a"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func latestRunsTheLastCallWhenTheIntervalEnds() async {
        throttle("a")
        await settle()
        #expect(throttle("b") != nil)
        #expect(throttle("c") == nil)
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .seconds(1))])
        await clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        #expect(notes.state == ["a"])
        await clock.advance(by: .milliseconds(1))
        await settle()
        #expect(notes.state == ["a", "c"])
    }

    @Test func firstKeepsTheFirstHeldCall() async {
        throttle("a", latest: false)
        await settle()
        throttle("b", latest: false)
        throttle("c", latest: false)
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(notes.state == ["a", "b"])
    }

    @Test func aCallAfterTheIntervalRunsAtOnce() async {
        throttle("a")
        await settle()
        await clock.advance(by: .seconds(1))
        throttle("b")
        await settle()
        #expect(notes.state == ["a", "b"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func theHeldRunStartsTheNextInterval() async {
        throttle("a")
        await settle()
        await clock.advance(by: .milliseconds(500))
        throttle("b")
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .milliseconds(500))
        await settle()
        await clock.advance(by: .milliseconds(200))
        throttle("c")
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .seconds(2))])
        await clock.run()
        await settle()
        #expect(notes.state == ["a", "b", "c"])
    }

    @Test func cancellingTheIdDropsTheHeldCall() async {
        throttle("a")
        await settle()
        throttle("b")
        #expect(await clock.waitForSleepers(count: 1))
        dispatcher.effects.cancel(id: "note")
        #expect(clock.sleeperCount == 0)
        #expect(dispatcher.effects.isEmpty)
        throttle("c")
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(notes.state == ["a", "c"])
    }
}
