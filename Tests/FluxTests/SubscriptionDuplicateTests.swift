import Flux
import Testing

/// `subscribe(_:removeDuplicates:onChange:)`: a caller's test for repeats, or none.
@MainActor
@Suite struct SubscriptionDuplicateTests {
    @Test func aCustomTestDecidesWhatARepeatIs() throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        var counts: [Int] = []
        let token = notes.subscribe({ $0 }, removeDuplicates: { $0.count / 2 == $1.count / 2 }) {
            counts.append($0.count)
        }

        for text in ["a", "b", "c", "d", "e"] { dispatcher.send(.note(text)) }

        #expect(counts == [0, 2, 4])
        withExtendedLifetime(token) {}
    }

    @Test func withoutATestEveryActionDeliversTheValueChangedOrNot() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        var received: [Int] = []
        let token = counter.subscribe({ $0 }, removeDuplicates: nil) { received.append($0) }

        dispatcher.send(.add(1))
        dispatcher.send(.note("unchanged"))
        dispatcher.send(.add(2))

        #expect(received == [0, 1, 1, 3])
        token.cancel()
        dispatcher.send(.add(1))
        #expect(received == [0, 1, 1, 3])
    }
}
