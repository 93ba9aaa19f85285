import Flux
import Testing

@MainActor
@Suite struct SubscriptionTests {
    @Test func aSubscriberGetsTheCurrentValueAtOnceThenOnlyChanges() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        dispatcher.send(.add(2))
        var received: [Bool] = []
        let token = counter.subscribe({ $0 % 2 == 0 }) { received.append($0) }

        dispatcher.send(.add(2))  // still even: skipped
        dispatcher.send(.add(1))  // odd
        dispatcher.send(.note("x"))  // state unchanged
        dispatcher.send(.add(1))  // even

        #expect(received == [true, false, true])
        withExtendedLifetime(token) {}
    }

    @Test func subscribersSeeAConsistentViewOfEveryStore() throws {
        let counter = makeCounter()
        let mirror = makeCounter("mirror")
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, mirror)
        var views: [String] = []
        let token = counter.subscribe(\.self) { count in views.append("\(count)/\(mirror.state)") }

        dispatcher.send(.add(4))

        #expect(views == ["0/0", "4/4"])
        withExtendedLifetime(token) {}
    }

    @Test func cancellingTheTokenEndsTheSubscription() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [Int] = []
        let token = counter.subscribe(\.self) { received.append($0) }
        dispatcher.send(.add(1))
        token.cancel()
        dispatcher.send(.add(1))
        #expect(received == [0, 1])
    }

    @Test func releasingTheTokenEndsTheSubscription() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [Int] = []
        var token: SubscriptionToken? = counter.subscribe(\.self) { received.append($0) }
        dispatcher.send(.add(1))
        withExtendedLifetime(token) {}
        token = nil
        dispatcher.send(.add(1))
        #expect(received == [0, 1])
    }

    @Test func aSubscriberCancelledByAnEarlierSubscriberInTheSameRoundIsNotCalled() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [Int] = []
        var second: SubscriptionToken?
        let first = counter.subscribe(\.self) { value in if value == 1 { second?.cancel() } }
        second = counter.subscribe(\.self) { received.append($0) }
        dispatcher.send(.add(1))
        #expect(received == [0])
        withExtendedLifetime(first) {}
    }
}
