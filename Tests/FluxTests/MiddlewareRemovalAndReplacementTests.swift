import Flux
import Testing

/// `addMiddleware` handles, removal (also mid-action), and `before` replacing an action.
@MainActor
@Suite struct MiddlewareRemovalAndReplacementTests {
    @Test func aRemovedMiddlewareIsNotCalledAgain() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        let handle = dispatcher.addMiddleware(Tracing(name: "m", trace: trace, withActions: true))
        dispatcher.send(.add(1))

        handle.remove()
        handle.remove()
        dispatcher.send(.add(2))

        #expect(trace.events == ["m.before:add(1)", "m.after:add(1)"])
    }

    @Test func releasingTheHandleKeepsTheMiddleware() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        dispatcher.addMiddleware(Tracing(name: "m", trace: trace, withActions: true))

        dispatcher.send(.add(1))

        #expect(trace.events == ["m.before:add(1)", "m.after:add(1)"])
    }

    @Test func aMiddlewareRemovedDuringAnActionIsSkippedForTheRestOfIt() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        var later: MiddlewareHandle?
        dispatcher.addMiddleware(
            ClosureMiddleware(before: { _ in
                later?.remove()
                return .proceed
            }))
        later = dispatcher.addMiddleware(Tracing(name: "later", trace: trace, withActions: true))

        dispatcher.send(.add(1))

        #expect(trace.events == [])
    }

    @Test func aReplacementGoesThroughLaterMiddlewareStoresObserversAndAfterHooks() throws {
        let trace = Trace()
        let counter = makeCounter(trace: trace)
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.addMiddleware(Tracing(name: "first", trace: trace, withActions: true))
        dispatcher.addMiddleware(
            ClosureMiddleware(before: { action in
                if case .note(let text) = action, let amount = Int(text) { return .replace(with: .add(amount)) }
                return .proceed
            }))
        dispatcher.addMiddleware(Tracing(name: "last", trace: trace, withActions: true))
        let observer = dispatcher.addObserver { sequence, action in trace.append("observed \(sequence):\(action)") }

        dispatcher.send(.note("7"))

        #expect(counter.state == 7)
        #expect(
            trace.events == [
                "first.before:note(\"7\")", "last.before:add(7)", "counter:add(7)", "observed 1:add(7)",
                "last.after:add(7)", "first.after:add(7)",
            ])
        withExtendedLifetime(observer) {}
    }

    @Test func aStopAfterAReplacementStillStopsTheAction() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.addMiddleware(ClosureMiddleware(before: { _ in .replace(with: .add(5)) }))
        dispatcher.addMiddleware(ClosureMiddleware(before: { action in action == .add(5) ? .stop : .proceed }))

        dispatcher.send(.add(1))

        #expect(counter.state == 0)
        #expect(dispatcher.sequence == 0)
    }
}
