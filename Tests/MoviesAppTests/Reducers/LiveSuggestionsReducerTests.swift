import MoviesApp
import Testing

/// The live suggestions' reducer rules: what is typed, which titles are kept, stale answers.
@Suite struct LiveSuggestionsReducerTests {
    static let godfather = [TitleSuggestion(title: "The Godfather", year: 1972)]

    private func reduced(_ actions: [SuggestionsAction], from state: SuggestionsState = SuggestionsState())
        -> SuggestionsState
    {
        actions.reduce(into: state) { SuggestionsReducer.reduce(&$0, $1) }
    }

    @Test func typingSetsTheTypedTextWithNoTitlesYet() {
        #expect(reduced([.typed(text: "god")]).live == LiveSuggestions(typed: "god"))
    }

    @Test func titlesForWhatIsTypedAreKept() {
        let state = reduced([.typed(text: "god"), .titlesFound(query: "god", titles: Self.godfather)])
        #expect(state.live == LiveSuggestions(typed: "god", query: "god", titles: Self.godfather))
    }

    @Test func aStaleAnswerIsDropped() {
        let state = reduced([
            .typed(text: "god"), .typed(text: "alien"), .titlesFound(query: "god", titles: Self.godfather),
        ])
        #expect(state.live == LiveSuggestions(typed: "alien"))
        #expect(reduced([.titlesFound(query: "god", titles: Self.godfather)]).live == nil)
    }

    @Test func typingOnKeepsTheTitlesUntilTheTextNoLongerExtendsTheirQuery() {
        let found = reduced([.typed(text: "god"), .titlesFound(query: "god", titles: Self.godfather)])
        let extended = reduced([.typed(text: "godf")], from: found)
        #expect(extended.live == LiveSuggestions(typed: "godf", query: "god", titles: Self.godfather))
        #expect(reduced([.typed(text: "alien")], from: found).live == LiveSuggestions(typed: "alien"))
    }

    @Test func backspaceKeepsTheTitlesUntilTheShorterTextsArrive() {
        let found = reduced([.typed(text: "godf"), .titlesFound(query: "godf", titles: Self.godfather)])
        let shorter = reduced([.typed(text: "god")], from: found)
        #expect(shorter.live == LiveSuggestions(typed: "god", query: "godf", titles: Self.godfather))
        // So the hint row the console shows stays the same until the answer (it used to go).
        #expect(LiveHint.make(shorter.live) == LiveHint.make(found.live))
        #expect(LiveHint.make(shorter.live) != nil)
        let answered = reduced([.titlesFound(query: "god", titles: Array(Self.godfather.prefix(1)))], from: shorter)
        #expect(answered.live == LiveSuggestions(typed: "god", query: "god", titles: Array(Self.godfather.prefix(1))))
        // One letter is not looked up: nothing would replace them, so they go.
        #expect(reduced([.typed(text: "g")], from: found).live == LiveSuggestions(typed: "g"))
    }

    @Test func anEmptyTextClearsTheLiveSuggestionsAndTheRecentSearchesStay() {
        let start = SuggestionsState(queries: ["love"])
        let state = reduced(
            [.typed(text: "god"), .titlesFound(query: "god", titles: Self.godfather), .typed(text: "")], from: start)
        #expect(state == start)
        #expect(state.live == nil)
    }
}
