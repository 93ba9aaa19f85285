import Flux
import FluxTesting
import TestSupport
import Testing

@MainActor
@Suite struct TestStoreFinishTests {
    let failures = FailureLog()

    @Test func everythingReceivedAndSettledPasses() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        await store.finish()
        #expect(failures.failures == [])
        #expect(fixture.dispatcher.effects.isEmpty)
    }

    @Test func anUnreceivedActionFailsAtTheNextSend() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        let line = #line + 1
        store.send(.increment) { $0[fixture.counter].count = 11 }
        #expect(failures.kinds == [.unreceivedActions])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                1 received action was not asserted before send(.increment):
                  .pong
                Fix: assert it with receive(...) before send(.increment), or call skipReceivedActions() if it does not matter to this test.
                """
            ])
    }

    @Test func unreceivedActionsFailAtFinish() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = fixture.testStore(failures)
        store.send(.ping)
        let sendLine = #line + 1
        store.send(.load(id: 2))
        let line = #line + 1
        await store.finish()
        #expect(failures.kinds == [.unreceivedActions, .unreceivedActions])
        #expect(failures.lines == [sendLine, line])
        #expect(
            failures.messages == [
                """
                1 received action was not asserted before send(.load(id: 2)):
                  .pong
                Fix: assert it with receive(...) before send(.load(id: 2)), or call skipReceivedActions() if it does not matter to this test.
                """,
                """
                1 received action was not asserted before finish():
                  .loaded(id: 2, value: "x")
                Fix: assert it with receive(...) before finish(), or call skipReceivedActions() if it does not matter to this test.
                """,
            ])
    }

    @Test func severalUnreceivedActionsAreListedInOrder() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 2))
        await fixture.dispatcher.effects.settle()
        store.send(.ping)
        store.skipReceivedActions()
        store.send(.ping)
        fixture.dispatcher.send(.waited)
        await store.finish()
        #expect(
            failures.messages == [
                """
                1 received action was not asserted before send(.ping):
                  .loaded(id: 2, value: "x")
                Fix: assert it with receive(...) before send(.ping), or call skipReceivedActions() if it does not matter to this test.
                """,
                """
                2 received actions were not asserted before finish():
                  .pong
                  .waited
                Fix: assert them with receive(...) before finish(), or call skipReceivedActions() if they do not matter to this test.
                """,
            ])
    }

    @Test func skippedActionsMoveTheStatesPastThem() {
        let fixture = Fixture()
        let store = fixture.testStore(failures)
        store.send(.ping)
        store.skipReceivedActions()
        #expect(store.receivedActions == [])
        #expect(store.states[fixture.counter].count == 10)
        store.send(.increment) { $0[fixture.counter].count = 11 }
        #expect(failures.failures == [])
    }

    @Test func anEffectStillRunningFailsAtTheSendThatStartedIt() async {
        let fixture = Fixture(
            FixtureDependencies(fetch: { _ in
                await Gate().wait()
                return "never"
            }))
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.load(id: 1))
        store.send(.increment) { $0[fixture.counter].count = 1 }
        await store.finish(timeout: .milliseconds(20))
        #expect(failures.kinds == [.effectStillRunning])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                Effect "load", started by send(.load(id: 1)), was still running when finish() stopped waiting after 20 ms; it has been cancelled.
                Fix: make the effect's test doubles return, or send the action that cancels it before finish().
                """
            ])
        #expect(fixture.dispatcher.effects.isEmpty)
    }

    @Test func anEffectStartedByAReceivedActionFailsAtThatReceive() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }, save: { _ in await Gate().wait() }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        let line = #line + 1
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        await store.finish(timeout: .milliseconds(20))
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                Effect "save", started by receive(.loaded(id: 1, value: "x")), was still running when finish() stopped waiting after 20 ms; it has been cancelled.
                Fix: make the effect's test doubles return, or send the action that cancels it before finish().
                """
            ])
    }

    @Test func anEffectWithoutAnIdIsDescribedByItsSend() async {
        let fixture = Fixture(FixtureDependencies(wait: { await Gate().wait() }))
        let store = fixture.testStore(failures)
        let line = #line + 1
        store.send(.wait)
        await store.finish(timeout: .milliseconds(20))
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                An effect started by send(.wait) was still running when finish() stopped waiting after 20 ms; it has been cancelled.
                Fix: make the effect's test doubles return, or send the action that cancels it before finish().
                """
            ])
    }

    @Test func anEffectCancelledByTheTestPasses() async {
        let fixture = Fixture(FixtureDependencies(wait: { await Gate().wait() }))
        let store = fixture.testStore(failures)
        store.send(.wait)
        store.send(.cancelWait)
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func anEffectThatFinishesWhileFinishWaitsPasses() async {
        let gate = Gate()
        let store = await Fixture.savingAfterLoad(failures, gate: gate)
        Task { gate.open() }
        await store.finish(timeout: .seconds(60))
        #expect(failures.failures == [])
    }
}
