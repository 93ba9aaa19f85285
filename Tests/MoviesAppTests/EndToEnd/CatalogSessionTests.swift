import Foundation
import TestSupport
import Testing

/// The built `flux-movies` on the embedded catalog, with piped stdin and a temporary data
/// directory: exact transcripts.
@Suite(.startsProcesses) struct CatalogSessionTests {
    private static let loveMeIfYouDareDetails = [
        "Love Me If You Dare",
        "Release Date: Sep 17, 2003",
        "Year: 2003",
        "Genres: Romance, Comedy, Drama",
        "Runtime: 1h 33m",
        "Director: Yann Samuell",
        "Countries: Belgium, France",
        "Languages: French",
        "Rating: 5.4/10 (79 reviews)",
        "Type \"back\" to return to the list.",
    ]

    @Test(.tags(.sanitized)) func searchMoreOpenBackRecentPickAndQuit() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(lines: ["search love", "more", "open 21", "back", "recent", "pick 1", "quit"])

        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.lines == ["Searching \"love\"..."] + CatalogTranscript.lovePage1
                + ["Loading page 2..."] + CatalogTranscript.lovePage2
                + Self.loveMeIfYouDareDetails
                + CatalogTranscript.lovePage2
                + ["Recent searches:", "  1. love", "Type \"pick N\" to search one again."]
                + ["Searching \"love\"..."] + CatalogTranscript.lovePage1)
    }

    @Test func theSameScriptGivesTheSameTranscriptEveryRun() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let script = ["s love", "m", "m", "o 41", "b", "m"]

        let first = try app.run(lines: script)
        let second = try app.run(lines: script)

        #expect(first.status == 0 && second.status == 0)
        #expect(first.output == second.output)
        #expect(
            first.lines.filter { $0.hasPrefix("Movies - ") || $0.hasPrefix("Loading") } == [
                CatalogTranscript.loveHeader1, "Loading page 2...", CatalogTranscript.loveHeader2,
                "Loading page 3...", "Movies - \"love\": page 3 of 15 (294 results)",
                "Movies - \"love\": page 3 of 15 (294 results)", "Loading page 4...",
                "Movies - \"love\": page 4 of 15 (294 results)",
            ])
    }

    @Test func detailsShowTheFactsWithAMediumDate() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(lines: ["amelie", "open 1"])

        #expect(
            result.lines == ["Searching \"amelie\"..."]
                + CatalogTranscript.amelieList + CatalogTranscript.amelieDetails)
    }

    @Test func noResultsShowTheEmptyState() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(lines: ["open 1", "search qqqzzzxxx", "more", "open 1", "open"])

        #expect(
            result.lines == [
                "Searching \"qqqzzzxxx\"...",
                "Search results: no movies found for \"qqqzzzxxx\"",
                "No more pages.",
            ])
        #expect(
            result.error == """
                error: nothing to open yet; search first, e.g. "search love"
                error: there is no item 1: "qqqzzzxxx" found no movies
                error: there is nothing to open: "qqqzzzxxx" found no movies

                """)
    }

    @Test func recentQueriesPersistIntoASecondRunNewestFirstWithoutDuplicates() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let first = try app.run(lines: ["recent", "search amelie", "search star wars", "search  amelie "])
        let second = try app.run(lines: ["recent", "pick 2", "quit"])

        #expect(first.lines.first == "Recent searches: none yet")
        #expect(
            second.lines == [
                "Recent searches:",
                "  1. amelie",
                "  2. star wars",
                "Type \"pick N\" to search one again.",
                "Searching \"star wars\"...",
            ] + second.lines.dropFirst(5))
        #expect(second.lines[5] == "Movies - \"star wars\": page 1 of 1 (7 results)")
        let saved = try String(
            contentsOf: app.dataDirectory.appendingPathComponent("recent-queries.json"), encoding: .utf8)
        #expect(saved == #"{"queries":["star wars","amelie"]}"#)
    }

    @Test func helpCancelBackAndQuitWithoutAnySearch() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try app.run(lines: ["help", "cancel", "back", "more", "q", "search never reached"])

        #expect(result.status == 0)
        #expect(
            result.lines == [
                "Commands (any other text searches for it):",
                "  search TEXT (s)   search movies",
                "  more (m)          load the next page",
                "  open N|TITLE (o)  show the details of item N (or: N alone) or TITLE",
                "  back (b)          back to the list",
                "  recent (r)        show recent searches",
                "  pick N (p)        search recent search N again",
                "  cancel (c)        cancel the loading search or poster",
                "  help [CMD] (?)    show this help, or what one command does",
                "  quit, exit (q)    exit (also end of input, Ctrl-D)",
                "Nothing to cancel.",
                "Already at the list.",
                "Nothing to page yet: search first, e.g. \"search love\".",
            ])
    }
}
