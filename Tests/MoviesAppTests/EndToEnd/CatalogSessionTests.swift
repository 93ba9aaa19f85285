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

    @Test(.tags(.sanitized)) func searchMoreOpenBackRecentPickAndQuit() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: ["search love", "more", "open 21", "back", "recent", "pick 1", "quit"])

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

    @Test func theSameScriptGivesTheSameTranscriptEveryRun() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let script = ["s love", "m", "m", "o 41", "b", "m"]

        let first = try await app.run(lines: script)
        let second = try await app.run(lines: script)

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

    @Test func detailsShowTheFactsWithAMediumDate() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: ["amelie", "open 1"])

        #expect(
            result.lines == ["Searching \"amelie\"..."]
                + CatalogTranscript.amelieList + CatalogTranscript.amelieDetails)
    }

    @Test func noResultsShowTheEmptyState() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: ["open 1", "search qqqzzzxxx", "more", "open 1", "open"])

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

    /// Issue #34, item 15: `pick N` numbers the saved searches as `recent` would list them now,
    /// in a session that has not listed them, and after a search that changed them.
    @Test func pickListsTheSavedSearchesFirstWhenTheyAreNotOnScreen() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.run(lines: ["search amelie", "search star wars"])

        let second = try await app.run(lines: ["pick 2", "recent", "search godfather", "pick 1", "pick 9"])

        #expect(second.status == 1)
        let isFilmRow = { (line: String) in
            line.range(of: #"^ +[0-9]+\. .*\([0-9]{4}\)"#, options: .regularExpression) != nil
        }
        let recent = { (queries: [String]) -> [String] in
            let numbered: [String] = queries.enumerated().map { "  \($0.offset + 1). \($0.element)" }
            return ["Recent searches:"] + numbered + ["Type \"pick N\" to search one again."]
        }
        let godfather = ["Searching \"godfather\"...", "Movies - \"godfather\": page 1 of 1 (7 results)"]
        let amelie = ["Searching \"amelie\"...", "Movies - \"amelie\": page 1 of 1 (1 result)"]
        let expected: [[String]] = [
            recent(["star wars", "amelie"]), amelie, recent(["amelie", "star wars"]), godfather,
            recent(["godfather", "amelie", "star wars"]), godfather, recent(["godfather", "amelie", "star wars"]),
        ]
        #expect(second.lines.filter { !isFilmRow($0) } == Array(expected.joined()))
        // Amelie's one film, then The Godfather's seven, twice.
        #expect(second.lines.filter(isFilmRow).count == 15)
        #expect(second.error == "error: \"pick 9\": there is no recent search 9; use a number from 1 to 3\n")
    }

    /// Issue #34, item 27: `open TITLE` with no such film listed searches, and opens the film
    /// when the search finds exactly one (after correcting a typo); with more, the list stays.
    @Test func openTitleOpensTheOnlyFilmItsSearchFinds() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            lines: ["open forest gump", "back", "open godfather", "open 2"], environment: ["COLUMNS": "80"])

        #expect(result.status == 0)
        let details = result.lines.firstIndex(of: "Forrest Gump")
        #expect(
            Array(result.lines.prefix(4)) == [
                "Searching \"forest gump\"...", "Movies - \"forest gump\": page 1 of 1 (1 result)",
                "Showing results for \"forrest gump\".",
                "  1. Forrest Gump (1994) - Romance, Comedy, Drama, History, Sport - 7.5/10",
            ])
        #expect(details == 4)
        #expect(result.lines.contains("Movies - \"godfather\": page 1 of 1 (7 results)"))
        #expect(result.lines.filter { $0.hasPrefix("Release Date: ") }.count == 2)
        #expect(result.lines.contains("The Godfather Part II"))
    }

    /// Issue #34, item 5: a corrected query is said under the header (English and Spanish), the
    /// typed query stays in the header and the recent searches, and a replay of the recorded
    /// session says it too (it travels in the page).
    @Test func aCorrectedQueryIsSaidAndTheTypedOneKept() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let godfather = [
            "  1. The Godfather (1972) - Thriller, Drama, Crime, History - 9.4/10",
            "  2. The Godfather Part II (1974) - 9.7/10", "  3. The Godfather Part III (1990) - 6.4/10",
            "  4. Disco Godfather (1979) - Horror, Action - 6.1/10",
            "  5. Herschell Gordon Lewis: The Godfather of Gore (2010) - Documentary - 5.0/10",
        ]
        let environment = ["COLUMNS": "80"]

        let result = try await app.run(lines: ["godfater", "recent"], environment: environment)
        let spanish = try await app.run(
            lines: ["godfater"], environment: environment.merging(["LANG": "es_ES.UTF-8"]) { $1 })
        let recorded = try await app.record("c.jsonl", lines: ["godfater"])
        let replayed = try await app.replay([app.logPath("c.jsonl")], environment: environment)

        #expect(
            result.lines == [
                "Searching \"godfater\"...", "Movies - \"godfater\": page 1 of 1 (5 results)",
                "Showing results for \"godfather\".",
            ] + godfather + ["Recent searches:", "  1. godfater", "Type \"pick N\" to search one again."])
        #expect(
            Array(spanish.lines.prefix(3)) == [
                "Buscando \"godfater\"...", "Películas - \"godfater\": página 1 de 1 (5 resultados)",
                "Mostrando resultados de \"godfather\".",
            ])
        #expect(recorded.lines.contains("Showing results for \"godfather\"."))
        #expect(replayed.lines.contains("Showing results for \"godfather\"."))
    }

    /// Issue #34, item 5: a did-you-mean is accepted by its number instead of retyped.
    @Test func aDidYouMeanIsAcceptedByItsNumber() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: ["godfter", "1"], environment: ["COLUMNS": "200"])

        #expect(
            result.lines == [
                "Searching \"godfter\"...",
                "Search results: no movies found for \"godfter\". Did you mean: The Godfather (1972)? "
                    + "Type 1 to search for it.",
                "Searching \"The Godfather 1972\"...", "Movies - \"The Godfather 1972\": page 1 of 1 (1 result)",
                "  1. The Godfather (1972) - Thriller, Drama, Crime, History - 9.4/10",
            ])
    }

    @Test func recentQueriesPersistIntoASecondRunNewestFirstWithoutDuplicates() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let first = try await app.run(lines: ["recent", "search amelie", "search star wars", "search  amelie "])
        let second = try await app.run(lines: ["recent", "pick 2", "quit"])

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

    @Test func helpCancelBackAndQuitWithoutAnySearch() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: ["help", "cancel", "back", "more", "q", "search never reached"])

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
