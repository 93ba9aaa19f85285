import Flux
import FluxTesting
import TestSupport
import Testing

/// A `receive` or `finish` whose task is cancelled stops waiting for effects.
@MainActor
@Suite struct TestStoreCancellationTests {
    let failures = FailureLog()

    /// Opens `gate` after ``hangGuard``, so that a wait that ignored cancellation would end (with
    /// the action received, and fail the test) instead of hanging it. Cancelled once the wait ended.
    func watchdog(opening gate: Gate) -> Task<Void, Never> {
        Task.detached {
            guard (try? await Task.sleep(for: hangGuard)) != nil else { return }
            gate.open()
        }
    }

    @Test func aCancelledReceiveStopsWaitingAndReportsTheTimeout() async {
        let gate = Gate()
        let fixture = Fixture(FixtureDependencies(wait: { await gate.wait() }))
        let store = fixture.testStore(failures)
        store.send(.wait)
        let receiving = Task { await store.receive(.waited, timeout: hangGuard) }
        receiving.cancel()
        let watchdog = watchdog(opening: gate)
        await receiving.value
        watchdog.cancel()
        #expect(failures.kinds == [.receiveTimedOut])
        gate.open()
        await store.receive(.waited)
        await store.finish()
    }

    @Test func aCancelledFinishStopsWaitingAndCancelsTheEffects() async {
        let gate = Gate()
        let fixture = Fixture(FixtureDependencies(wait: { await gate.wait() }))
        let store = fixture.testStore(failures)
        store.send(.wait)
        let finishing = Task { await store.finish(timeout: hangGuard) }
        finishing.cancel()
        let watchdog = watchdog(opening: gate)
        await finishing.value
        watchdog.cancel()
        #expect(failures.kinds == [.effectStillRunning])
        #expect(fixture.dispatcher.effects.isEmpty)
    }
}
