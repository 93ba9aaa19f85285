import Flux
import Testing

/// `store.values(_:)`: an `AsyncStream` of distinct selected values, newest wins, ending with the
/// store or the consuming task.
@MainActor
@Suite struct StoreValuesTests {
    @Test func theStreamStartsWithTheCurrentValueThenYieldsDistinctChanges() async throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var iterator = counter.values { $0 / 10 }.makeAsyncIterator()

        #expect(await iterator.next(isolation: #isolation) == 0)
        dispatcher.send(.add(5))
        dispatcher.send(.add(6))
        #expect(await iterator.next(isolation: #isolation) == 1)
        dispatcher.send(.add(20))
        #expect(await iterator.next(isolation: #isolation) == 3)
    }

    @Test func aSlowConsumerGetsTheNewestValueOnly() async throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var iterator = counter.values { $0 }.makeAsyncIterator()

        for _ in 1...5 { dispatcher.send(.add(1)) }

        #expect(await iterator.next(isolation: #isolation) == 5)
    }

    @Test func theStreamEndsWhenTheStoreIsReleased() async throws {
        var counter: Store<Int, TestAction>? = makeCounter()
        var iterator = try #require(counter?.values { $0 }.makeAsyncIterator())
        #expect(await iterator.next(isolation: #isolation) == 0)

        counter = nil

        #expect(await iterator.next(isolation: #isolation) == nil)
    }

    @Test func cancellingTheConsumerEndsTheSubscription() async throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let stream = counter.values { $0 }
        let consumer = Task { for await _ in stream {} }
        #expect(counter.subscriberCount == 1)

        consumer.cancel()
        await consumer.value
        let deadline = ContinuousClock.now + hangGuard
        while counter.subscriberCount > 0, ContinuousClock.now < deadline { await Task.yield() }

        #expect(counter.subscriberCount == 0)
    }
}
