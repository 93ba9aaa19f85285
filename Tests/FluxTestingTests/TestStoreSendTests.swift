import Flux
import FluxTesting
import Testing

@MainActor
@Suite struct TestStoreSendTests {
    let failures = FailureLog()

    @Test func anAssertedChangePasses() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.increment) { $0[fixture.counter].count = 1 }
        store.send(.increment) { $0[fixture.counter].count += 1 }
        #expect(failures.failures == [])
        #expect(store.states[fixture.counter].count == 2)
    }

    @Test func aChangeTheTestDidNotAssertFails() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.increment)
        #expect(failures.kinds == [.unassertedStateChange])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                send(.increment) changed state that the test did not assert (-expected +actual):
                  counter.count:
                    - 0
                    + 1
                Fix: assert the change in the trailing closure of send(.increment), or fix the reducer if the change is wrong.
                """
            ])
    }

    @Test func aPartlyAssertedChangeReportsOnlyTheUnassertedField() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.setName("Ada")) { $0[fixture.counter].name = "Ada" }
        #expect(
            failures.messages == [
                """
                send(.setName("Ada")) changed state that the test did not assert (-expected +actual):
                  log.entries[0]:
                    + "name: Ada"
                Fix: assert the change in the trailing closure of send(.setName("Ada")), or fix the reducer if the change is wrong.
                """
            ])
    }

    @Test func noClosureAndNoChangePasses() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.noop)
        #expect(failures.failures == [])
    }

    @Test func anAssertedChangeThatDidNotHappenFails() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.noop) { $0[fixture.counter].count = 1 }
        #expect(failures.kinds == [.expectedChangeDidNotHappen])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                send(.noop) did not change state the way the test expected (-expected +actual):
                  counter.count:
                    - 1
                    + 0
                Fix: remove this change from the trailing closure of send(.noop), or make the reducer do it.
                """
            ])
    }

    @Test func anActionStoppedByMiddlewareChangesNothingAndPasses() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.blocked)
        #expect(failures.failures == [])
    }

    @Test func anAssertedChangeOfAStoppedActionSaysMiddlewareStoppedIt() {
        let fixture = Fixture(FixtureDependencies(audit: { $0 != "root" }))
        let store = fixture.testStore(failures)
        store.send(.setName("root")) { $0[fixture.counter].name = "root" }
        #expect(
            failures.messages == [
                """
                send(.setName("root")) did not change state the way the test expected (-expected +actual):
                  counter.name:
                    - "root"
                    + ""
                Note: middleware stopped send(.setName("root")) before any store reduced it.
                Fix: remove this change from the trailing closure of send(.setName("root")), or make the reducer do it.
                """
            ])
    }

    @Test func changesInTwoStoresAreAssertedInOneClosure() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.setName("Ada")) {
            $0[fixture.counter].name = "Ada"
            $0[fixture.log].entries = ["name: Ada"]
        }
        #expect(failures.failures == [])
    }

    @Test func aMixOfUnassertedAndMissingChangesIsAMismatchListingBothStores() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.setName("Ada")) {
            $0[fixture.counter].count = 5
            $0[fixture.counter].name = "Ada"
        }
        #expect(failures.kinds == [.stateMismatch])
        #expect(
            failures.messages == [
                """
                State after send(.setName("Ada")) does not match the expectation (-expected +actual):
                  counter.count:
                    - 5
                    + 0
                  log.entries[0]:
                    + "name: Ada"
                Fix: correct the trailing closure of send(.setName("Ada")), or fix the reducer if the actual value is wrong.
                """
            ])
    }

    @Test func aClosureThatDoesNotThrowPasses() throws {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.increment) { $0[fixture.counter].count = try Self.parse("1") }
        #expect(failures.failures == [])
    }

    @Test func aThrowingClosureFails() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.increment) { $0[fixture.counter].count = try Self.parse("one") }
        #expect(failures.kinds == [.expectationThrew])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                The trailing closure of send(.increment) threw an error: not a number: one
                Fix: make the closure only assign the expected state; handle the error inside it or remove the throwing call.
                """
            ])
    }

    @Test func aStoreOfAnotherDispatcherFails() {
        let fixture = Fixture()
        let other = Fixture()
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.increment) { $0[other.counter].count = 1 }
        #expect(failures.kinds == [.unknownStore])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                The trailing closure of send(.increment) used store 'counter', which is not registered with the test store's dispatcher.
                Fix: assert the stores of the dispatcher given to TestStore(dispatcher:), registered before the test store was created.
                """
            ])
    }

    @Test func readingAnotherStoreToComputeTheExpectationPasses() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.setName("Ada")) {
            $0[fixture.counter].name = "Ada"
            $0[fixture.log].entries = ["name: \($0[fixture.counter].name)"]
        }
        #expect(failures.failures == [])
    }

    @Test func aFailureDoesNotCascadeIntoTheNextSend() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.increment)
        store.send(.increment) { $0[fixture.counter].count = 2 }
        #expect(failures.kinds == [.unassertedStateChange])
    }

    @Test func theConvenienceInitializerBuildsADispatcher() throws {
        let counter = Store<CounterState, FixtureAction>(name: "counter", initialState: CounterState()) {
            state, action in
            if action == .increment { state.count += 1 }
        }
        let store = try TestStore(
            stores: [counter], middleware: [FixtureMiddleware(dependencies: FixtureDependencies())],
            reporter: failures.reporter)
        store.send(.increment) { $0[counter].count = 1 }
        store.send(.blocked)
        #expect(failures.failures == [])
        #expect(store.dispatcher.stores.map(\.name) == ["counter"])
    }

    @Test func theConvenienceInitializerRethrowsRegistrationErrors() {
        let one = Store<CounterState, FixtureAction>(name: "same", initialState: CounterState()) { _, _ in }
        let two = Store<CounterState, FixtureAction>(name: "same", initialState: CounterState()) { _, _ in }
        #expect(throws: DispatcherError.duplicateStoreName("same")) {
            _ = try TestStore<FixtureAction>(stores: [one, two], reporter: failures.reporter)
        }
    }

    struct NotANumber: Error, CustomStringConvertible {
        let text: String
        var description: String { "not a number: \(text)" }
    }

    static func parse(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw NotANumber(text: text) }
        return number
    }
}
