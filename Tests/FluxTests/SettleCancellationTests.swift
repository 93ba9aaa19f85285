import Flux
import TestSupport
import Testing

/// `settle()` and `settle(timeout:)` return when the calling task is cancelled.
@MainActor
@Suite struct SettleCancellationTests {
    /// Opens `gate` after many yields, so that a settle that ignored cancellation would return
    /// (true) instead of hanging the test.
    func watchdog(opening gate: Gate) -> Task<Void, Never> {
        Task.detached {
            for _ in 0..<5_000 { await Task.yield() }
            gate.open()
        }
    }

    @Test func aSettleCancelledWhileItWaitsReturnsFalse() async {
        let dispatcher = Dispatcher<TestAction>()
        let gate = Gate()
        dispatcher.run(id: "held") { _ in await gate.wait() }
        let waiting = Task { await dispatcher.settle(timeout: nil) }
        await Task.yield()
        waiting.cancel()
        let watchdog = watchdog(opening: gate)
        #expect(await waiting.value == false)
        watchdog.cancel()
        gate.open()
        #expect(await dispatcher.settle(timeout: .seconds(30)))
    }

    @Test func aSettleInACancelledTaskReturnsAtOnce() async {
        let dispatcher = Dispatcher<TestAction>()
        let gate = Gate()
        dispatcher.run(id: "held") { _ in await gate.wait() }
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await dispatcher.settle()
            return dispatcher.hasEffectsInFlight
        }
        let watchdog = watchdog(opening: gate)
        #expect(await waiting.value == true)
        watchdog.cancel()
        gate.open()
        #expect(await dispatcher.settle(timeout: .seconds(30)))
    }

    @Test func aSettleWithNothingInFlightIsTrueEvenWhenCancelled() async {
        let dispatcher = Dispatcher<TestAction>()
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await dispatcher.settle(timeout: nil)
        }
        #expect(await waiting.value == true)
    }
}
