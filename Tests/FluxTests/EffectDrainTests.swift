import Flux
import TestSupport
import Testing

/// The drain loop that carries effects' actions to the main actor: batches, order, lifetime.
@MainActor
@Suite struct EffectDrainTests {
    @Test func moreActionsThanOneBatchArriveInOrder() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        dispatcher.effects.run { send in
            for index in 0..<700 { await send(.note("\(index)")) }
        }
        await dispatcher.effects.settle()
        #expect(notes.state == (0..<700).map { "\($0)" })
    }

    @Test func twoEffectsKeepTheirOwnOrder() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        for name in ["a", "b"] {
            dispatcher.effects.run { send in
                for index in 0..<300 { await send(.note("\(name)\(index)")) }
            }
        }
        await dispatcher.effects.settle()
        #expect(notes.state.filter { $0.hasPrefix("a") } == (0..<300).map { "a\($0)" })
        #expect(notes.state.filter { $0.hasPrefix("b") } == (0..<300).map { "b\($0)" })
    }

    @Test func aDispatcherWhoseEffectsRanIsReleasedWithItsLastReference() async throws {
        var dispatcher: Dispatcher<TestAction>? = Dispatcher<TestAction>()
        let notes = makeNotes()
        try dispatcher?.register(notes)
        dispatcher?.effects.run { send in await send(.note("delivered")) }
        await dispatcher?.effects.settle()
        #expect(notes.state == ["delivered"])
        weak let released = dispatcher
        dispatcher = nil
        #expect(released == nil)
    }

    @Test func actionsPostedAfterAQuietSpellStillArrive() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        for round in 0..<3 {
            dispatcher.effects.run { send in await send(.note("round \(round)")) }
            await dispatcher.effects.settle()
        }
        #expect(notes.state == ["round 0", "round 1", "round 2"])
    }
}
