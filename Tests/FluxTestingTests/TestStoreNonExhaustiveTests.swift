import Flux
import FluxTesting
import TestSupport
import Testing

@MainActor
@Suite struct TestStoreNonExhaustiveTests {
    let failures = FailureLog()

    @Test func onlyAssignedFieldsAreCheckedAndLeftoversAreNotFailures() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }, wait: { await Gate().wait() }))
        let store = fixture.testStore(failures, exhaustivity: .off)
        store.send(.setName("Ada")) { $0[fixture.counter].name = "Ada" }
        store.send(.ping)
        store.send(.increment)
        store.send(.load(id: 1))
        store.send(.wait)
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        await store.finish(timeout: .milliseconds(20))
        #expect(failures.failures == [])
        #expect(fixture.dispatcher.effects.isEmpty)
        #expect(fixture.counter.state == CounterState(count: 11, name: "Ada", items: ["x"]))
    }

    @Test func receiveSkipsActionsUntilOneMatches() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = fixture.testStore(failures, exhaustivity: .off)
        store.send(.ping)
        store.send(.load(id: 4))
        await store.receive(where: { if case .loaded = $0 { true } else { false } }) { $0[fixture.counter].count = 10 }
        #expect(failures.failures == [])
    }

    @Test func aWrongAssignedFieldFails() {
        let fixture = Fixture()
        let store = fixture.testStore(failures, exhaustivity: .off)
        let line = #line + 1
        store.send(.setName("Ada")) { $0[fixture.counter].name = "Bob" }
        #expect(failures.kinds == [.stateMismatch])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                State after send(.setName("Ada")) does not match the fields the test assigned (-expected +actual):
                  counter.name:
                    - "Bob"
                    + "Ada"
                Fix: correct the trailing closure of send(.setName("Ada")); a non-exhaustive test store compares only what the closure assigns, so assign final values (not +=).
                """
            ])
    }

    @Test func aTimeoutListsTheActionsThatWereSkipped() async {
        let fixture = Fixture(FixtureDependencies(wait: { await Gate().wait() }))
        let store = fixture.testStore(failures, exhaustivity: .off)
        store.send(.wait)
        fixture.dispatcher.send(.ping)
        let line = #line + 1
        await store.receive(.waited, timeout: .milliseconds(20))
        #expect(failures.kinds == [.receiveTimedOut])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                receive(.waited) timed out after 20 ms: no matching action arrived, and 1 effect is still in flight:
                  effect without an id, started by send(.wait)
                Skipped (did not match): .ping, .pong
                Fix: make the test doubles this effect calls return at once (tests should not wait for real time), or pass a longer timeout to receive.
                """
            ])
        await store.finish(timeout: .zero)
    }

    @Test func nothingToReceiveListsTheActionsThatWereSkipped() async {
        let fixture = Fixture()
        let store = fixture.testStore(failures, exhaustivity: .off)
        store.send(.ping)
        await store.receive(.waited)
        #expect(
            failures.messages == [
                """
                receive(.waited) found no action to receive, and no effect is in flight to send one.
                Skipped (did not match): .pong
                Fix: check that the action is sent (the effect that sends it may have been cancelled or have finished without sending it), or remove this receive.
                """
            ])
    }

    @Test func exhaustivityCanBeSwitchedBetweenCalls() {
        let fixture = Fixture()
        let store = fixture.testStore(failures, exhaustivity: .off)
        store.send(.increment)
        store.exhaustivity = .on
        store.send(.increment)
        #expect(failures.kinds == [.unassertedStateChange])
    }
}
