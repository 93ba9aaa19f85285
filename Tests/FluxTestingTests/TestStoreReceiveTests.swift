import Flux
import FluxTesting
import TestSupport
import Testing

@MainActor
@Suite struct TestStoreReceiveTests {
    let failures = FailureLog()

    @Test func aSynchronousFollowUpIsReceivedWithItsOwnStateChange() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        #expect(store.receivedActions == [.pong])
        await store.receive(.pong) { $0[fixture.counter].count = 10 }
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func anEffectsActionIsReceived() async {
        let gate = Gate()
        let fixture = Fixture(
            FixtureDependencies(fetch: { id in
                await gate.wait()
                return "item \(id)"
            }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 7))
        gate.open()
        await store.receive(.loaded(id: 7, value: "item 7")) { $0[fixture.counter].items = ["item 7"] }
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func aStateChangeOfAReceivedActionIsChecked() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        let line = #line + 1
        await store.receive(.loaded(id: 1, value: "value"))
        await store.finish()
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.loaded(id: 1, value: "value")) changed state that the test did not assert (-expected +actual):
                  counter.items[0]:
                    + "value"
                Fix: assert the change in the trailing closure of receive(.loaded(id: 1, value: "value")), or fix the reducer if the change is wrong.
                """
            ])
    }

    @Test func anotherCaseThanExpectedFails() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        let line = #line + 1
        await store.receive(.waited)
        #expect(failures.kinds == [.unexpectedAction])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.waited) received another action (-expected +actual):
                  action:
                    - .waited
                    + .pong
                Fix: receive actions in the order they arrive (receive(.pong) comes first), or fix the code that sends them.
                """
            ])
        #expect(failures.failures.map(\.title) == ["receive: expected .waited, got .pong"])
    }

    @Test func anotherPayloadThanExpectedShowsOnlyTheDifferingValue() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "real" }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 3))
        await store.receive(.loaded(id: 3, value: "fake"))
        await store.finish()
        #expect(
            failures.messages == [
                """
                receive(.loaded(id: 3, value: "fake")) received .loaded with another payload (-expected +actual):
                  action(.loaded).value:
                    - "fake"
                    + "real"
                Fix: expect the payload the action arrives with (receive(.loaded(id: 3, value: "real"))) if it is right, or fix the code that sends it.
                """
            ])
        #expect(failures.failures.map(\.title) == ["receive: .loaded arrived with another payload"])
    }

    @Test func aMatchingPredicatePasses() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        await store.receive(where: { if case .loaded = $0 { true } else { false } }) {
            $0[fixture.counter].items = ["x"]
        }
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func aPredicateThatDoesNotMatchFails() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        let line = #line + 1
        await store.receive(where: { $0 == .waited })
        #expect(failures.kinds == [.unexpectedAction])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(where:) received .pong, which does not match the predicate.
                Fix: receive actions in the order they arrive (.pong comes first), or correct the predicate.
                """
            ])
    }

    @Test func aPredicateMatchChecksStateUnderTheReceivedActionsName() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        await store.receive(where: { $0 == .pong }) { $0[fixture.counter].count = 1 }
        #expect(
            failures.messages == [
                """
                State after receive(.pong) does not match the expectation (-expected +actual):
                  counter.count:
                    - 1
                    + 10
                Fix: correct the trailing closure of receive(.pong), or fix the reducer if the actual value is wrong.
                """
            ])
    }

    @Test func anActionArrivingBeforeTheTimeoutPasses() async {
        let gate = Gate()
        let fixture = Fixture(FixtureDependencies(wait: { await gate.wait() }))
        let store = fixture.testStore(failures)
        store.send(.wait)
        Task { gate.open() }
        await store.receive(.waited, timeout: .seconds(5))
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func noActionWithinTheTimeoutFailsNamingTheEffectsInFlight() async {
        let fixture = Fixture(
            FixtureDependencies(
                fetch: { _ in
                    await Gate().wait()
                    return "never"
                }, wait: { await Gate().wait() }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        store.send(.wait)
        let line = #line + 1
        await store.receive(.waited, timeout: .milliseconds(20))
        #expect(failures.kinds == [.receiveTimedOut])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.waited) timed out after 20 ms: no action arrived, and 2 effects are still in flight:
                  effect "load", started by send(.load(id: 1))
                  effect without an id, started by send(.wait)
                Fix: make the test doubles these effects call return at once (tests should not wait for real time), or pass a longer timeout to receive.
                """
            ])
        store.send(.cancelWait)
        await store.finish()
    }

    /// The one test that waits the default timeout (1 s): the effect is held on a gate that is
    /// opened only after the failure, so the wait cannot end early.
    @Test func theDefaultTimeoutIsOneSecond() async {
        let gate = Gate()
        let fixture = Fixture(FixtureDependencies(wait: { await gate.wait() }))
        let store = TestStore(dispatcher: fixture.dispatcher, reporter: failures.reporter)
        store.send(.wait)
        let line = #line + 1
        await store.receive(.waited)
        #expect(failures.kinds == [.receiveTimedOut])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.waited) timed out after 1 s: no action arrived, and 1 effect is still in flight:
                  effect without an id, started by send(.wait)
                Fix: make the test doubles this effect calls return at once (tests should not wait for real time), or pass a longer timeout to receive.
                """
            ])
        gate.open()
        await store.receive(.waited, timeout: .seconds(60))
        await store.finish()
        #expect(failures.failures.count == 1)
    }

    @Test func noActionAndNoEffectInFlightFailsAtOnce() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.increment) { $0[fixture.counter].count = 1 }
        let line = #line + 1
        await store.receive(.waited, timeout: .seconds(60))
        #expect(failures.kinds == [.nothingToReceive])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.waited) found no action to receive, and no effect is in flight to send one.
                Fix: check that the action is sent (the effect that sends it may have been cancelled or have finished without sending it), or remove this receive.
                """
            ])
    }

    @Test func anEffectThatEndsWithoutSendingEndsTheWaitEarly() async {
        let gate = Gate()
        let store = await Fixture.savingAfterLoad(failures, gate: gate)
        Task { gate.open() }
        await store.receive(.waited, timeout: .seconds(60))
        #expect(failures.kinds == [.nothingToReceive])
    }
}
