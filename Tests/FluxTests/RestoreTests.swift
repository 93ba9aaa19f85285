import Flux
import Testing

/// `DispatcherSnapshot(of:)` / `restore(into:)`: every store is set before any subscriber is told, so no
/// subscriber sees a mix of restored and old states; a send from a subscriber is queued as during
/// a dispatch, not run in the middle of the restore.
@MainActor
@Suite struct RestoreTests {
    @Test func aSubscriberSendingDuringARestoreIsQueuedAndEverySubscriberSeesTheLatestState() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.send(.add(10))
        let atTen = DispatcherSnapshot(of: dispatcher)
        dispatcher.send(.reset)
        let bump = counter.subscribe(\.self) { count in if count == 10 { dispatcher.send(.add(1)) } }
        var seen: [Int] = []
        let watch = counter.subscribe(\.self) { seen.append($0) }

        try atTen.restore(into: dispatcher)

        #expect(seen == [0, 10, 11])
        #expect(counter.state == 11)
        _ = (bump, watch)
    }

    @Test func restoringSeveralStoresNotifiesOnceWithTheRestoredCombination() throws {
        let first = makeCounter("a")
        let second = Store(name: "b", initialState: 0, waitFor: [first]) { (value: inout Int, _: TestAction) in
            value = first.state + 3
        }
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(first, second)
        let initial = DispatcherSnapshot(of: dispatcher)
        var pairs: [String] = []
        let token = first.subscribe(\.self) { value in pairs.append("a=\(value) b=\(second.state)") }
        dispatcher.send(.add(5))

        try initial.restore(into: dispatcher)

        #expect(pairs == ["a=0 b=0", "a=5 b=8", "a=0 b=0"])
        #expect(initial.storeNames == ["a", "b"])
        withExtendedLifetime(token) {}
    }

    @Test func aSnapshotOfAStoreNoLongerRegisteredIsRefusedAndNothingChanges() throws {
        let counter = makeCounter()
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, notes)
        let empty = DispatcherSnapshot(of: dispatcher)
        dispatcher.send(.add(2))
        dispatcher.send(.note("kept"))
        try dispatcher.unregister(notes)

        let error = #expect(throws: DispatcherError.notRegistered("notes")) { try empty.restore(into: dispatcher) }

        #expect(error?.description == "store 'notes' is not registered with this dispatcher")
        #expect(counter.state == 2)
        #expect(notes.state == ["kept"])
    }

    @Test func aRestoreDoesNotRunReducersMiddlewareOrObserversNorChangeTheSequence() throws {
        let trace = Trace()
        let counter = makeCounter(trace: trace)
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let initial = DispatcherSnapshot(of: dispatcher)
        dispatcher.addMiddleware(Tracing(name: "m", trace: trace, withActions: true))
        var observed = 0
        let observer = dispatcher.addObserver { _, _ in observed += 1 }
        dispatcher.send(.add(3))

        try initial.restore(into: dispatcher)

        #expect(counter.state == 0)
        #expect(dispatcher.sequence == 1)
        #expect(observed == 1)
        #expect(trace.events == ["m.before:add(3)", "counter:add(3)", "m.after:add(3)"])
        withExtendedLifetime(observer) {}
    }
}
