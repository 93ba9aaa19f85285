import Flux
import Testing

/// The behaviours the fast dispatch path must keep: frozen tables replaced during a dispatch,
/// default middleware hooks that are skipped, subscriptions changed while subscribers run,
/// and a store's state freed with the store.
@MainActor
@Suite struct HotPathSemanticsTests {
    @Test func aMiddlewareImplementingOneHookHasItCalledForEveryAction() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter(trace: trace))
        dispatcher.addMiddleware(BeforeOnly(trace: trace))
        dispatcher.addMiddleware(AfterOnly(trace: trace))

        for amount in 1...3 { dispatcher.send(.add(amount)) }

        #expect(
            trace.events == [
                "beforeOnly", "counter:add(1)", "afterOnly",
                "beforeOnly", "counter:add(2)", "afterOnly",
                "beforeOnly", "counter:add(3)", "afterOnly",
            ])
    }

    @Test func aCustomHookThatCallsAnotherMiddlewaresDefaultHookIsStillCalled() throws {
        let trace = Trace()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        dispatcher.addMiddleware(Wrapper(inner: Silent(), trace: trace))

        for amount in 1...3 { dispatcher.send(.add(amount)) }

        #expect(
            trace.events == [
                "wrapper.before", "wrapper.after", "wrapper.before", "wrapper.after", "wrapper.before", "wrapper.after",
            ])
    }

    @Test func aMiddlewareWithOnlyDefaultHooksChangesNothing() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.addMiddleware(Silent())
        var observed: [UInt64] = []
        let observer = dispatcher.addObserver { sequence, _ in observed.append(sequence) }

        for amount in 1...3 { dispatcher.send(.add(amount)) }

        #expect(counter.state == 6)
        #expect(observed == [1, 2, 3])
        withExtendedLifetime(observer) {}
    }

    @Test func aStoreRegisteredByABeforeHookReducesThatActionAndTheNextOnes() throws {
        let counter = makeCounter()
        let late = makeCounter("late")
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.addMiddleware(RegisterOnce(store: late))

        dispatcher.send(.add(2))
        dispatcher.send(.add(3))

        #expect(counter.state == 5)
        #expect(late.state == 5)
        #expect(dispatcher.stores.map(\.name) == ["counter", "late"])
    }

    @Test func anObserverAddedByAnObserverSeesOnlyLaterActions() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        var seen: [String] = []
        var tokens: [SubscriptionToken] = []
        tokens.append(
            dispatcher.addObserver { sequence, _ in
                seen.append("first:\(sequence)")
                if sequence == 1 {
                    tokens.append(dispatcher.addObserver { sequence, _ in seen.append("second:\(sequence)") })
                }
            })

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))

        #expect(seen == ["first:1", "first:2", "second:2"])
        #expect(tokens.count == 2)
    }

    @Test func anObserverCancellingItselfIsNotCalledAgain() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        var calls = 0
        var token: SubscriptionToken?
        token = dispatcher.addObserver { _, _ in
            calls += 1
            token?.cancel()
        }

        for _ in 1...3 { dispatcher.send(.reset) }

        #expect(calls == 1)
    }

    @Test func aSubscriberAddedDuringNotificationGetsTheCurrentValueOnceThenLaterChanges() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [String] = []
        var inner: SubscriptionToken?
        let outer = counter.subscribe(\.self) { count in
            received.append("outer:\(count)")
            if count == 1 {
                inner = counter.subscribe(\.self) { received.append("inner:\($0)") }
            }
        }

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))

        #expect(received == ["outer:0", "outer:1", "inner:1", "outer:2", "inner:2"])
        _ = (outer, inner)
    }

    @Test func subscribersCancellingEachOtherInOneRoundAreSkippedAndRemoved() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [String] = []
        var tokens: [SubscriptionToken] = []
        for index in 0..<4 {
            tokens.append(
                counter.subscribe(\.self) { count in
                    received.append("\(index):\(count)")
                    if count == 1 && index == 1 { tokens.forEach { $0.cancel() } }
                })
        }

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))

        #expect(received == ["0:0", "1:0", "2:0", "3:0", "0:1", "1:1"])
    }

    @Test func restoringFromASubscriberIsRefusedAndChangesNothing() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let snapshot = DispatcherSnapshot(of: dispatcher)
        var received: [Int] = []
        var refusal: DispatcherError?
        let token = counter.subscribe(\.self) { count in
            received.append(count)
            if count == 5 {
                do { try snapshot.restore(into: dispatcher) } catch { refusal = error as? DispatcherError }
            }
        }

        dispatcher.send(.add(5))

        #expect(received == [0, 5])
        #expect(counter.state == 5)
        #expect(refusal == .restoreDuringDispatch)
        #expect(
            refusal?.description == "cannot restore states while an action is being processed; restore between actions")
        withExtendedLifetime(token) {}
    }

    @Test func aRegisteredStoreKeepsItsStateUntilTheDispatcherIsReleasedToo() throws {
        let tracker = Tracker()
        var store: Store<Tracked, TestAction>? = Store(name: "tracked", initialState: Tracked(tracker: tracker)) {
            _, _ in
        }
        var dispatcher: Dispatcher<TestAction>? = Dispatcher()
        try dispatcher?.register(try #require(store))
        dispatcher?.send(.reset)

        store = nil
        #expect(tracker.released == false)
        dispatcher = nil
        #expect(tracker.released)
    }

    @Test func aStoreNeverRegisteredReleasesItsStateWhenReleased() {
        let tracker = Tracker()
        var store: Store<Tracked, TestAction>? = Store(name: "tracked", initialState: Tracked(tracker: tracker)) {
            _, _ in
        }
        #expect(store?.state.tracker === tracker)
        store = nil
        #expect(tracker.released)
    }
}

/// Notes when the state holding it is destroyed.
@MainActor
private final class Tracker {
    var released = false
}

/// A state whose destruction the tracker sees.
private struct Tracked: Equatable, Sendable {
    let tracker: Tracker
    private let lifetime: Lifetime

    @MainActor
    init(tracker: Tracker) {
        self.tracker = tracker
        lifetime = Lifetime(tracker: tracker)
    }

    nonisolated static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.lifetime === rhs.lifetime }
}

/// Marks the tracker released when the last copy of the state goes away.
@MainActor
private final class Lifetime {
    let tracker: Tracker

    init(tracker: Tracker) { self.tracker = tracker }

    isolated deinit {
        tracker.released = true
    }
}

/// Implements only `before`.
private struct BeforeOnly: Middleware {
    let trace: Trace

    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        trace.append("beforeOnly")
        return .proceed
    }
}

/// Implements only `after`.
private struct AfterOnly: Middleware {
    let trace: Trace

    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
        trace.append("afterOnly")
    }
}

/// Keeps both default hooks.
private struct Silent: Middleware {
    typealias Action = TestAction
}

/// Implements both hooks by tracing, then calling the inner middleware's hooks (defaults here).
private struct Wrapper: Middleware {
    let inner: Silent
    let trace: Trace

    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        trace.append("wrapper.before")
        return inner.before(action, dispatcher: dispatcher)
    }

    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
        trace.append("wrapper.after")
        inner.after(action, dispatcher: dispatcher)
    }
}

/// Registers `store` from its first `before` hook.
@MainActor
private final class RegisterOnce: Middleware {
    let store: Store<Int, TestAction>
    private var done = false

    init(store: Store<Int, TestAction>) { self.store = store }

    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        if !done {
            done = true
            try? dispatcher.register(store)
        }
        return .proceed
    }
}
