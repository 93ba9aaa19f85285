import Flux
import FluxTesting
import Testing

@testable import counter

/// The failure messages the FluxTesting article "Reading Failure Messages" shows, pinned with
/// their kind and the line they are reported at.
@MainActor
@Suite struct FailureMessageExamples {
    let feature = CounterFeature(sleep: { _ in })
    let collected = CounterFailureMessageTests.Collected()

    func makeStore() -> TestStore<CounterAction> {
        TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)
    }

    @Test func aWrongValue() {
        let store = TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)
        let line = #line + 1
        store.send(.increment) {
            $0[feature.counter].count = 2
            $0[feature.history].counts = [1]
        }
        #expect(collected.failures.map(\.kind) == [.stateMismatch])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                State after send(.increment) does not match the expectation (-expected +actual):
                  counter.count:
                    - 2
                    + 1
                Fix: correct the trailing closure of send(.increment), or fix the reducer if the actual value is wrong.
                """
            ])
    }

    @Test func aChangeThatDidNotHappen() {
        let store = makeStore()
        store.send(.increment) {
            $0[feature.counter].count = 1
            $0[feature.history].counts = [1]
        }
        let line = #line + 1
        store.send(.cancelLater) { $0[feature.counter].isWaiting = true }
        #expect(collected.failures.map(\.kind) == [.expectedChangeDidNotHappen])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                send(.cancelLater) did not change state the way the test expected (-expected +actual):
                  counter.isWaiting:
                    - true
                    + false
                Fix: remove this change from the trailing closure of send(.cancelLater), or make the reducer do it.
                """
            ])
    }

    @Test func anotherActionArrived() async {
        let store = makeStore()
        sendDelayedIncrement(store)
        let line = #line + 1
        await store.receive(.decrement)
        #expect(collected.failures.map(\.kind) == [.unexpectedAction])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                receive(.decrement) received another action (-expected +actual):
                  action:
                    - .decrement
                    + .increment
                Fix: receive actions in the order they arrive (receive(.increment) comes first), or fix the code that sends them.
                """
            ])
    }

    @Test func nothingLeftToReceive() async {
        let store = makeStore()
        let line = #line + 1
        await store.receive(.increment)
        #expect(collected.failures.map(\.kind) == [.nothingToReceive])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                receive(.increment) found no action to receive, and no effect is in flight to send one.
                Fix: check that the action is sent (the effect that sends it may have been cancelled or have finished without sending it), or remove this receive.
                """
            ])
    }

    @Test func anActionLeftUnreceived() async {
        let store = makeStore()
        sendDelayedIncrement(store)
        let line = #line + 1
        await store.finish()
        #expect(collected.failures.map(\.kind) == [.unreceivedActions])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                1 received action was not asserted before finish():
                  .increment
                Fix: assert it with receive(...) before finish(), or call skipReceivedActions() if it does not matter to this test.
                """
            ])
    }

    /// Sends `.incrementLater` with its change asserted; the effect sends `.increment` at once.
    private func sendDelayedIncrement(_ store: TestStore<CounterAction>) {
        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
    }
}
