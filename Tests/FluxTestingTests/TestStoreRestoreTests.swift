import Flux
import FluxTesting
import Testing

/// `TestStore.restore`: stores get new states without an action, and the next call starts there.
@MainActor
@Suite struct TestStoreRestoreTests {
    let failures = FailureLog()

    @Test func theNextSendStartsFromTheRestoredStates() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        let sequence = fixture.dispatcher.sequence
        store.restore {
            $0[fixture.counter].count = 41
            $0[fixture.log].entries = ["name: Ada"]
        }
        #expect(fixture.counter.state.count == 41)
        #expect(fixture.log.state.entries == ["name: Ada"])
        #expect(fixture.dispatcher.sequence == sequence)
        store.send(.increment) { $0[fixture.counter].count = 42 }
        #expect(failures.failures == [])
    }

    @Test func aSendThatAssertsFromTheOldStatesFails() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.restore { $0[fixture.counter].count = 41 }
        store.send(.increment) { $0[fixture.counter].count = 1 }
        #expect(failures.kinds == [.stateMismatch])
    }

    @Test func anUnknownStoreFailsAndChangesNothing() {
        let fixture = Fixture()
        let other = Fixture()
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.restore { $0[other.counter].count = 5 }
        #expect(failures.kinds == [.unknownStore])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                The trailing closure of restore used store 'counter', which is not registered with the test store's dispatcher.
                Fix: assert the stores of the dispatcher given to TestStore(dispatcher:), registered before the test store was created.
                """
            ])
        #expect(fixture.counter.state.count == 0)
        #expect(other.counter.state.count == 0)
    }

    @Test func aThrowingClosureFailsAndChangesNothing() {
        struct Refused: Error {}
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.restore {
            $0[fixture.counter].count = 5
            throw Refused()
        }
        #expect(failures.kinds == [.expectationThrew])
        #expect(fixture.counter.state.count == 0)
        store.send(.increment) { $0[fixture.counter].count = 1 }
        #expect(failures.kinds == [.expectationThrew])
    }

    @Test func actionsLeftUnreceivedAreReportedFirst() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        store.restore { $0[fixture.counter].count = 3 }
        #expect(failures.kinds == [.unreceivedActions])
        #expect(fixture.counter.state.count == 3)
        store.send(.increment) { $0[fixture.counter].count = 4 }
        #expect(failures.kinds == [.unreceivedActions])
    }
}
