import MoviesApp
import Testing

/// The lines Tab takes one by one from the live suggestions (issue 34, item 25).
@Suite struct LiveHintCycleTests {
    @Test func everyTitleGivesTheLineThatSearchesIt() {
        let live = LiveSuggestions(
            typed: "mo", query: "mo",
            titles: [
                TitleSuggestion(title: "Moon", year: 2009), TitleSuggestion(title: "More", year: 1969),
                TitleSuggestion(title: "Mother", year: 2009),
            ])
        let hint = LiveHint.make(live)
        #expect(hint?.acceptedLine == "Moon")
        // `More` alone would be the `more` command: Tab puts `search More`.
        #expect(hint?.alternatives == ["search More", "Mother"])
    }
}
