import Flux
import Testing

@MainActor
@Suite struct DispatchQueueTests {
    @Test func anActionSentFromASubscriberIsQueuedAfterTheCurrentOne() throws {
        let counter = makeCounter()
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, notes)
        var seen: [String] = []
        let observer = dispatcher.addObserver { sequence, action in
            seen.append("\(sequence):\(action) count=\(counter.state) notes=\(notes.state)")
        }
        let token = counter.subscribe(\.self) { count in
            if count == 1 {
                dispatcher.send(.note("one"))
                dispatcher.send(.add(10))
            }
        }

        dispatcher.send(.add(1))

        #expect(
            seen == [
                "1:add(1) count=1 notes=[]",
                "2:note(\"one\") count=1 notes=[\"one\"]",
                "3:add(10) count=11 notes=[\"one\"]",
            ])
        #expect(counter.state == 11)
        _ = (observer, token)
    }

    @Test func anActionSentFromMiddlewareIsQueuedFIFO() throws {
        let counter = makeCounter()
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, notes)
        dispatcher.addMiddleware(EchoMiddleware())
        var order: [TestAction] = []
        let observer = dispatcher.addObserver { _, action in order.append(action) }

        dispatcher.send(.add(2))

        #expect(order == [.add(2), .note("before add(2)"), .note("after add(2)")])
        #expect(notes.state == ["before add(2)", "after add(2)"])
        #expect(counter.state == 2)
        withExtendedLifetime(observer) {}
    }

    @Test func observersSeeConsecutiveSequenceNumbers() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        var sequences: [UInt64] = []
        let observer = dispatcher.addObserver { sequence, _ in sequences.append(sequence) }
        for amount in 1...3 { dispatcher.send(.add(amount)) }
        observer.cancel()
        dispatcher.send(.reset)
        #expect(sequences == [1, 2, 3])
        #expect(dispatcher.sequence == 4)
    }

    @Test func aThousandActionsFromAHundredTasksAreEachAppliedOnce() async throws {
        let counter = makeCounter()
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, notes)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<100 {
                group.addTask {
                    for index in 0..<10 { await dispatcher.send(.note("\(task)-\(index)")) }
                    await dispatcher.send(.add(1))
                }
            }
        }
        #expect(notes.state.count == 1_000)
        #expect(Set(notes.state).count == 1_000)
        #expect(counter.state == 100)
        #expect(dispatcher.sequence == 1_100)
    }
}

/// Sends a note before and after every `.add`.
private struct EchoMiddleware: Middleware {
    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        if case .add = action { dispatcher.send(.note("before \(action)")) }
        return .proceed
    }

    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
        if case .add = action { dispatcher.send(.note("after \(action)")) }
    }
}
