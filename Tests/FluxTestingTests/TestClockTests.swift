import FluxTesting
import Testing

/// `TestClock`: time moves only when the test advances it.
@MainActor
@Suite struct TestClockTests {
    let clock = TestClock()

    /// Records the names of the sleeps that woke, in order.
    @MainActor
    final class Wakes {
        var names: [String] = []
    }

    func sleeper(_ name: String, for duration: Duration, into wakes: Wakes) -> Task<Void, any Error> {
        Task {
            try await clock.sleep(for: duration)
            wakes.names.append(name)
        }
    }

    @Test func startsAtZeroAndMovesOnlyWhenAdvanced() async {
        #expect(clock.now == TestClock.Instant(offset: .zero))
        await clock.advance(by: .milliseconds(250))
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(250)))
        #expect(clock.now.duration(to: TestClock.Instant(offset: .seconds(1))) == .milliseconds(750))
        await clock.advance(to: TestClock.Instant(offset: .milliseconds(100)))
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(250)))
    }

    @Test func sleepersWakeInDeadlineOrderThenStartOrder() async throws {
        let wakes = Wakes()
        let tasks = [
            sleeper("3s", for: .seconds(3), into: wakes), sleeper("1s", for: .seconds(1), into: wakes),
            sleeper("2s-first", for: .seconds(2), into: wakes),
        ]
        #expect(await clock.waitForSleepers(count: 3))
        let last = sleeper("2s-second", for: .seconds(2), into: wakes)
        #expect(await clock.waitForSleepers(count: 4))
        await clock.advance(by: .seconds(3))
        for task in tasks + [last] { try await task.value }
        #expect(wakes.names == ["1s", "2s-first", "2s-second", "3s"])
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    }

    @Test func advanceToWakesOnlyTheSleepsItReaches() async throws {
        let wakes = Wakes()
        let early = sleeper("1s", for: .seconds(1), into: wakes)
        let late = sleeper("2s", for: .seconds(2), into: wakes)
        #expect(await clock.waitForSleepers(count: 2))
        await clock.advance(to: TestClock.Instant(offset: .milliseconds(1500)))
        try await early.value
        #expect(wakes.names == ["1s"])
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .seconds(2))])
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(1500)))
        late.cancel()
    }

    @Test func cancellingASleepingTaskThrowsCancellationError() async {
        let wakes = Wakes()
        let task = sleeper("never", for: .seconds(1), into: wakes)
        #expect(await clock.waitForSleepers(count: 1))
        task.cancel()
        #expect(clock.sleeperCount == 0)
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(wakes.names == [])
    }

    @Test func aSleepInACancelledTaskThrowsWithoutSuspending() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        try await clock.sleep(for: .zero)
        #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
    }

    @Test func runAdvancesUntilNoSleepIsLeft() async throws {
        let wakes = Wakes()
        let tasks = [
            sleeper("2s", for: .seconds(2), into: wakes), sleeper("1s", for: .seconds(1), into: wakes),
            sleeper("3s", for: .seconds(3), into: wakes),
        ]
        // Generous real-time limits: under ThreadSanitizer, with the whole suite running, the
        // tasks woken may wait long for a thread; both calls return as soon as they can.
        #expect(await clock.waitForSleepers(count: 3, timeout: .seconds(600)))
        let idle = await clock.run(timeout: .seconds(600))
        #expect(idle)
        // Had it stopped early, the sleeps left would never wake: end them rather than hang.
        if !idle { tasks.forEach { $0.cancel() } }
        for task in tasks { _ = try? await task.value }
        // Every sleep woke. The order of the appends after the sleeps is not the clock's: each
        // woken task hops back to the main actor on its own, and under ThreadSanitizer a later one
        // once got there first. The wake order is `sleepersWakeInDeadlineOrderThenStartOrder`'s.
        #expect(wakes.names.sorted() == ["1s", "2s", "3s"])
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func runStopsAtItsTimeoutWhenTheClockNeverIdles() async {
        // A sleep is pending and no real time is allowed: run stops before waking it. (A task that
        // sleeps again each time it wakes keeps the clock from idling in the same way, but whether
        // it is back at its sleep when run looks depends on the scheduler, so it is not the test.)
        let sleeping = Task.detached { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(await clock.waitForSleepers(count: 1))
        #expect(await clock.run(timeout: .zero) == false)
        #expect(clock.sleeperCount == 1)
        #expect(clock.now == TestClock.Instant(offset: .zero))
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
    }

    @Test func waitForSleepersGivesUpAfterItsTimeout() async {
        #expect(await clock.waitForSleepers(count: 1, timeout: .milliseconds(20)) == false)
    }
}
