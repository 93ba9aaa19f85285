import Flux
import FluxTesting
import Testing

/// A feature's middleware throttles on its scoped dispatcher: the held run's action is caused by
/// the latest call's action, numbered by the root dispatcher, as on a root dispatcher
/// (`WriteAheadObserverTests`). The scoped dispatcher's effects are the root's.
@MainActor
@Suite struct ScopedThrottleCauseTests {
    /// The counter feature's middleware: after an `add` of 200 or more, a throttled effect notes it.
    @MainActor
    struct ThrottledNote: Middleware {
        let clock: TestClock

        func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
            guard case .add(let amount) = action, amount >= 200 else { return }
            dispatcher.effects.throttle(id: "throttle", for: .seconds(1), clock: clock, latest: true) { send in
                await send(.note("throttled \(amount)"))
            }
        }
    }

    @Test func aFeaturesThrottledRunHasTheLatestCallsActionAsItsCause() async throws {
        let clock = TestClock()
        let counter = Store(name: "counter", initialState: 0, scope: .counter) { (count: inout Int, action) in
            if case .add(let amount) = action { count += amount }
        }
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(counter)
        let handle = dispatcher.scope(.counter).addMiddleware(ThrottledNote(clock: clock))
        var reduced: [(sequence: UInt64, cause: UInt64, action: ComposedAction)] = []
        let token = dispatcher.addWriteAheadObserver(
            WriteAheadObserver(willReduce: { reduced.append(($0, $1, $2)) }, didFinish: { _ in }))

        dispatcher.send(.counter(.add(200)))  // seq 1: the first call runs at once
        #expect(await dispatcher.effects.settle(timeout: hangGuard))  // seq 2: its note
        dispatcher.send(.counter(.add(201)))  // seq 3: held for the interval's end
        dispatcher.send(.counter(.add(202)))  // seq 4: replaces seq 3's held call
        dispatcher.send(.counter(.reset))  // seq 5
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        #expect(await dispatcher.effects.settle(timeout: hangGuard))

        #expect(reduced.map(\.sequence) == [1, 2, 3, 4, 5, 6])
        #expect(reduced.map(\.cause) == [0, 1, 0, 0, 0, 4])
        #expect(reduced.last?.action == .counter(.note("throttled 202")))
        withExtendedLifetime((handle, token)) {}
    }
}
