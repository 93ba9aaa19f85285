import Flux
import Testing

/// Once every middleware hook has run once the dispatcher stops checking which hooks are the
/// protocol's defaults; a middleware added later is checked again, and `.stop` keeps working.
@MainActor
@Suite struct MiddlewareProbingTests {
    @Test func aMiddlewareAddedAfterTheOthersRanIsCalledForEveryLaterAction() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter(trace: trace))
        dispatcher.addMiddleware(Tracing(name: "first", trace: trace))
        dispatcher.send(.add(1))
        dispatcher.send(.add(2))

        dispatcher.addMiddleware(Tracing(name: "second", trace: trace))
        dispatcher.addMiddleware(DefaultsOnly())
        dispatcher.send(.add(3))
        dispatcher.send(.add(4))

        #expect(
            trace.events == [
                "first.before", "counter:add(1)", "first.after",
                "first.before", "counter:add(2)", "first.after",
                "first.before", "second.before", "counter:add(3)", "second.after", "first.after",
                "first.before", "second.before", "counter:add(4)", "second.after", "first.after",
            ])
    }

    @Test func aStopAfterTheFirstActionsStillStopsTheActionAndTheLaterHooks() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        let counter = makeCounter(trace: trace)
        try dispatcher.register(counter)
        dispatcher.addMiddleware(Tracing(name: "outer", trace: trace))
        dispatcher.addMiddleware(Tracing(name: "gate", trace: trace, stopping: .add(2)))
        dispatcher.addMiddleware(Tracing(name: "inner", trace: trace))

        for amount in 1...3 { dispatcher.send(.add(amount)) }

        #expect(counter.state == 4)
        #expect(dispatcher.sequence == 2)
        #expect(
            trace.events == [
                "outer.before", "gate.before", "inner.before", "counter:add(1)", "inner.after", "gate.after",
                "outer.after",
                "outer.before", "gate.before",
                "outer.before", "gate.before", "inner.before", "counter:add(3)", "inner.after", "gate.after",
                "outer.after",
            ])
    }
}

/// Keeps both default hooks.
private struct DefaultsOnly: Middleware {
    typealias Action = TestAction
}
