import Flux
import Testing

/// An action a subscriber sends during its first delivery (the call with the current value) is
/// queued like any action sent from a subscriber, not processed inside that call.
@MainActor
@Suite struct SubscriptionFirstDeliveryTests {
    /// What a subscriber saw: each value, and whether it was called inside its own call.
    @MainActor
    final class Seen {
        var values: [Int] = []
        var held: Int?
        var depth = 0
        var deepest = 0
    }

    @Test func anActionSentDuringTheFirstDeliveryRunsAfterItReturns() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let seen = Seen()
        let token = counter.subscribe(\.self) { [dispatcher] value in
            seen.depth += 1
            seen.deepest = max(seen.deepest, seen.depth)
            if value == 0 { dispatcher.send(.add(5)) }
            #expect(counter.state == value)
            seen.values.append(value)
            seen.held = value
            seen.depth -= 1
        }
        #expect(seen.values == [0, 5])
        #expect(seen.held == 5)
        #expect(seen.deepest == 1)
        #expect(counter.state == 5)
        #expect(dispatcher.sequence == 1)
        token.cancel()
    }

    @Test func theDispatcherSendsAtOnceAgainAfterTheFirstDelivery() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let seen = Seen()
        let token = counter.subscribe(\.self) { [dispatcher] value in
            if value == 0 { dispatcher.send(.add(1)) }
            seen.values.append(value)
        }
        dispatcher.send(.add(2))
        #expect(counter.state == 3)
        #expect(seen.values == [0, 1, 3])
        token.cancel()
    }

    @Test func aSubscriptionMadeDuringADispatchQueuesItsFirstActionAsBefore() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let seen = Seen()
        var tokens: [SubscriptionToken] = []
        let observer = dispatcher.addObserver { [dispatcher] _, action in
            guard action == .add(1) else { return }
            tokens.append(
                counter.subscribe(\.self) { value in
                    if value == 1 { dispatcher.send(.add(10)) }
                    seen.values.append(value)
                })
        }
        dispatcher.send(.add(1))
        #expect(seen.values == [1, 11])
        #expect(counter.state == 11)
        observer.cancel()
    }

    @Test func aStoreWithoutADispatcherDeliversAtOnce() {
        let counter = makeCounter()
        let seen = Seen()
        let token = counter.subscribe(\.self) { seen.values.append($0) }
        #expect(seen.values == [0])
        token.cancel()
    }
}
