import Flux
import Testing

/// A send whose queue never empties (a subscriber, observer or middleware that sends on every
/// action it sees) stops after `sendLoopGuard.maximumActionsPerSend` queued actions instead of looping
/// forever: it drops the rest and reports the repeating action types.
@MainActor
@Suite struct SendLoopTests {
    @Test func aSubscriberThatSendsOnEveryChangeIsStoppedWithItsActionType() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.sendLoopGuard.maximumActionsPerSend = 1_000
        var reports: [SendLoopReport] = []
        dispatcher.sendLoopGuard.onSendLoop = { reports.append($0) }
        let loop = counter.subscribe(\.self) { count in if count > 0 { dispatcher.send(.add(1)) } }

        dispatcher.send(.add(1))

        #expect(counter.state == 1_001)
        #expect(reports.count == 1)
        #expect(reports.first?.processedCount == 1_000)
        #expect(reports.first?.droppedCount == 1)
        #expect(reports.first?.repeatingTypes == [SendLoopReport.TypeCount(type: "add", count: 1)])
        #expect(
            reports.first?.description == "Flux: one send processed 1000 queued actions and the queue was still "
                + "not empty, so 1 queued actions were dropped. Repeating action types: add (1). A middleware, observer "
                + "or subscriber sends an action for every action it sees; send only when something changed "
                + "(see SendLoopGuard.maximumActionsPerSend).")
        loop.cancel()
        dispatcher.send(.add(1))
        #expect(counter.state == 1_002)
    }

    @Test func theDefaultBoundIsAHundredThousandQueuedActions() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var reports: [SendLoopReport] = []
        dispatcher.sendLoopGuard.onSendLoop = { reports.append($0) }
        dispatcher.addMiddleware(
            ClosureMiddleware(after: { action in
                if case .add = action { dispatcher.send(.note("echo")) } else { dispatcher.send(.add(1)) }
            }))

        dispatcher.send(.add(1))

        #expect(dispatcher.sendLoopGuard.maximumActionsPerSend == 100_000)
        #expect(reports.map(\.processedCount) == [100_000])
        #expect(reports.first?.repeatingTypes.map(\.type) == ["note"])
        #expect(counter.state == 50_001)
    }

    @Test func nestedEnumActionsAreNamedByTheirCasePath() throws {
        let store = Store(name: "outer", initialState: 0) { (count: inout Int, _: Outer) in count += 1 }
        let dispatcher = Dispatcher<Outer>()
        try dispatcher.register(store)
        dispatcher.sendLoopGuard.maximumActionsPerSend = 10
        var report: SendLoopReport?
        dispatcher.sendLoopGuard.onSendLoop = { report = $0 }
        let loop = store.subscribe(\.self) { count in
            if count > 0 {
                dispatcher.send(.search(.submitted(query: "a")))
                dispatcher.send(.search(.cleared))
                dispatcher.send(.tick)
            }
        }

        dispatcher.send(.tick)

        #expect(Set(report?.repeatingTypes.map(\.type) ?? []) == ["search.cleared", "search.submitted", "tick"])
        withExtendedLifetime(loop) {}
    }

    @Test func theDefaultHandlerStopsTheProcessWithTheReport() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let counter = makeCounter()
                let dispatcher = Dispatcher<TestAction>()
                try? dispatcher.register(counter)
                dispatcher.sendLoopGuard.maximumActionsPerSend = 5
                let loop = counter.subscribe(\.self) { _ in dispatcher.send(.add(1)) }
                dispatcher.send(.add(1))
                withExtendedLifetime(loop) {}
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("Flux: one send processed 5 queued actions"))
            #expect(text.contains("Repeating action types: add (1)."))
        }
    }
}

/// A nested action type, as apps write them.
enum Outer: Sendable {
    case search(Search)
    case tick

    enum Search: Sendable {
        case submitted(query: String)
        case cleared
    }
}
