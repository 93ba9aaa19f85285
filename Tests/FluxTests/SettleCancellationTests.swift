import Flux
import TestSupport
import Testing

/// `settle()` and `settle(timeout:)` return when the calling task is cancelled.
@MainActor
@Suite struct SettleCancellationTests {
    /// Opens `gate` after ``hangGuard``, so that a settle that ignored cancellation would return
    /// (true, and fail the test) instead of hanging it. Cancelled once the settle returned.
    func watchdog(opening gate: Gate) -> Task<Void, Never> {
        Task.detached {
            guard (try? await Task.sleep(for: hangGuard)) != nil else { return }
            gate.open()
        }
    }

    @Test func aSettleCancelledWhileItWaitsReturnsFalse() async {
        let dispatcher = Dispatcher<TestAction>()
        let gate = Gate()
        dispatcher.effects.run(id: "held") { _ in await gate.wait() }
        let waiting = Task { await dispatcher.effects.settle(timeout: nil) }
        await Task.yield()
        waiting.cancel()
        let watchdog = watchdog(opening: gate)
        #expect(await waiting.value == false)
        watchdog.cancel()
        gate.open()
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
    }

    @Test func aSettleInACancelledTaskReturnsAtOnce() async {
        let dispatcher = Dispatcher<TestAction>()
        let gate = Gate()
        dispatcher.effects.run(id: "held") { _ in await gate.wait() }
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await dispatcher.effects.settle()
            return !dispatcher.effects.isEmpty
        }
        let watchdog = watchdog(opening: gate)
        #expect(await waiting.value == true)
        watchdog.cancel()
        gate.open()
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
    }

    @Test func aSettleWithNothingInFlightIsTrueEvenWhenCancelled() async {
        let dispatcher = Dispatcher<TestAction>()
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await dispatcher.effects.settle(timeout: nil)
        }
        #expect(await waiting.value == true)
    }
}
