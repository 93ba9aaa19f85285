import Flux
import FluxTesting
import Testing

/// `ImmediateClock`: sleeps return at once and move the clock to their deadline.
@MainActor
@Suite struct ImmediateClockTests {
    @Test func aSleepReturnsAtOnceAndMovesNow() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3))
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    }

    @Test func aSleepInACancelledTaskThrows() async {
        let clock = ImmediateClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.now == TestClock.Instant(offset: .zero))
    }

    @Test func aDebouncedEffectRunsWithoutAdvancingAnything() async throws {
        let dispatcher = Dispatcher<Int>()
        let total = Store(name: "total", initialState: 0) { (total: inout Int, action: Int) in total += action }
        try dispatcher.register(total)
        dispatcher.effects.debounce(id: "add", for: .milliseconds(300), clock: ImmediateClock()) { send in
            await send(5)
        }
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(total.state == 5)
    }
}
