import Flux
import Testing

@MainActor
@Suite struct MiddlewareTests {
    @Test func hooksRunBeforeInOrderAndAfterInReverseAroundTheReducers() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter(trace: trace))
        dispatcher.addMiddleware(Tracing(name: "m1", trace: trace))
        dispatcher.addMiddleware(Tracing(name: "m2", trace: trace))

        dispatcher.send(.add(1))

        #expect(trace.events == ["m1.before", "m2.before", "counter:add(1)", "m2.after", "m1.after"])
    }

    @Test func afterHooksReadTheNewStates() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var seen: [Int] = []
        dispatcher.addMiddleware(ClosureMiddleware(after: { _ in seen.append(counter.state) }))
        dispatcher.send(.add(3))
        dispatcher.send(.add(4))
        #expect(seen == [3, 7])
    }

    @Test func aStoppedActionReachesNoStoreNoObserverAndNoLaterMiddleware() throws {
        let trace = Trace()
        let counter = makeCounter(trace: trace)
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.addMiddleware(Tracing(name: "m1", trace: trace))
        dispatcher.addMiddleware(
            ClosureMiddleware(before: { action in
                if case .add(let amount) = action, amount < 0 { return .stop }
                return .proceed
            }))
        dispatcher.addMiddleware(Tracing(name: "m3", trace: trace))
        var observed: [TestAction] = []
        let observer = dispatcher.addObserver { _, action in observed.append(action) }

        dispatcher.send(.add(-5))
        dispatcher.send(.add(2))

        #expect(counter.state == 2)
        #expect(observed == [.add(2)])
        #expect(trace.events == ["m1.before", "m1.before", "m3.before", "counter:add(2)", "m3.after", "m1.after"])
        #expect(dispatcher.sequence == 1)
        withExtendedLifetime(observer) {}
    }
}
