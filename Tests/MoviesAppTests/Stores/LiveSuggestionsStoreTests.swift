import Flux
import FluxTesting
import MoviesApp
import Testing

/// The live suggestions feature on its own action type, on a `TestClock`: titles only after a
/// 150 ms pause in typing, exactly once, for the last text.
@MainActor @Suite struct LiveSuggestionsStoreTests {
    nonisolated static let godfather = [TitleSuggestion(title: "The Godfather", year: 1972)]

    let clock = TestClock()
    let dispatcher = Dispatcher<SuggestionsAction>()
    let suggestions = Store(name: "suggestions", initialState: SuggestionsState(), reducer: SuggestionsReducer.reduce)
    let lookups = Locked<[String]>([])

    init() throws {
        try dispatcher.register(suggestions)
        let lookups = lookups
        dispatcher.addMiddleware(
            LiveSuggestionsMiddleware(
                suggestTitles: { text, count in
                    lookups.withLock { $0.append("\(text) \(count)") }
                    return Self.godfather
                }, clock: clock))
    }

    @Test func typingWithinThePauseLooksUpOnlyTheLastText() async {
        let store = TestStore(dispatcher: dispatcher, timeout: hangGuard)
        store.send(.typed(text: "god")) { $0[suggestions].live = LiveSuggestions(typed: "god") }
        await clock.advance(by: .milliseconds(100))
        store.send(.typed(text: "godf")) { $0[suggestions].live = LiveSuggestions(typed: "godf") }
        await clock.advance(by: .milliseconds(149))
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(250))])
        #expect(store.receivedActions == [])
        #expect(lookups.withLock { $0 } == [])
        await clock.advance(by: .milliseconds(1))
        await store.receive(.titlesFound(query: "godf", titles: Self.godfather)) {
            $0[suggestions].live = LiveSuggestions(typed: "godf", query: "godf", titles: Self.godfather)
        }
        await store.finish()
        #expect(lookups.withLock { $0 } == ["godf 3"])
    }

    @Test func clearingTheTextCancelsTheWaitingLookup() async {
        let store = TestStore(dispatcher: dispatcher, timeout: hangGuard)
        store.send(.typed(text: "god")) { $0[suggestions].live = LiveSuggestions(typed: "god") }
        #expect(await clock.waitForSleepers(count: 1))
        store.send(.typed(text: "")) { $0[suggestions].live = nil }
        await store.finish()
        #expect(clock.sleeperCount == 0)
        #expect(lookups.withLock { $0 } == [])
    }

    @Test func oneLetterIsNotLookedUp() async {
        let store = TestStore(dispatcher: dispatcher, timeout: hangGuard)
        store.send(.typed(text: "g")) { $0[suggestions].live = LiveSuggestions(typed: "g") }
        #expect(!dispatcher.effects.isEmpty == false)
        await store.finish()
    }
}
