import Foundation
import TestSupport
import Testing

/// Issue #12's console rules through the built executable, in English and Spanish, as exact
/// transcripts: a swapped-letter command refused, a quoted query searched without its quotes,
/// recent searches folded (newest spelling kept, a search without movies left out), the near
/// command asked about in an empty state, and a narrow layout (loading line, header, rows).
@Suite(.startsProcesses) struct ConsoleRulesTranscriptTests {
    static let script = [
        "mroe", "search godfather", "search  GODFATHER ", "search \"Gódfather\"", "search zzzqqq", "qit", "recent",
    ]

    static func godfatherRows(spanish: Bool) -> [String] {
        let genres = spanish ? "Suspense, Drama, Crimen, Historia" : "Thriller, Drama, Crime, History"
        let documentary = spanish ? "Documental" : "Documentary"
        let action = spanish ? "Terror, Acción" : "Horror, Action"
        return [
            "  1. The Godfather (1972) - \(genres) - 9.4/10",
            "  2. The Godfather Part II (1974) - 9.7/10",
            "  3. The Godfather Part III (1990) - 6.4/10",
            "  4. Disco Godfather (1979) - \(action) - 6.1/10",
            "  5. Herschell Gordon Lewis: The Godfather of Gore (2010) - \(documentary) - 5.0/10",
            "  6. 3 Godfathers (1948) - Western, Drama - 6.9/10",
            "  7. Square Grouper: The Godfathers of Ganja (2011) - \(documentary) - 5.9/10",
        ]
    }

    @Test func forgivingInputInEnglish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: Self.script, environment: ["LANG": "C", "COLUMNS": "80"])

        let rows = Self.godfatherRows(spanish: false)
        let list = { (query: String) in
            ["Searching \"\(query)\"...", "Movies - \"\(query)\": page 1 of 1 (7 results)"] + rows
        }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: \"mroe\" is not a command; did you mean \"more\"? To search for it, type: search mroe\n")
        #expect(
            result.lines
                == list("godfather") + list("GODFATHER") + list("Gódfather") + [
                    "Searching \"zzzqqq\"...", "Search results: no movies found for \"zzzqqq\"",
                    "Searching \"qit\"...",
                    "Search results: no movies found for \"qit\". Did you mean the command \"quit\"?",
                    "Recent searches:", "  1. Gódfather", "Type \"pick N\" to search one again.",
                ])
    }

    @Test func forgivingInputInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(lines: Self.script, environment: ["LANG": "es_ES.UTF-8", "COLUMNS": "80"])

        let rows = Self.godfatherRows(spanish: true)
        let list = { (query: String) in
            ["Buscando \"\(query)\"...", "Películas - \"\(query)\": página 1 de 1 (7 resultados)"] + rows
        }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: \"mroe\" no es un comando; ¿quisiste decir \"more\"? Para buscarlo, escribe: search mroe\n")
        #expect(
            result.lines
                == list("godfather") + list("GODFATHER") + list("Gódfather") + [
                    "Buscando \"zzzqqq\"...", "Resultados de búsqueda: no se encontraron películas para \"zzzqqq\"",
                    "Buscando \"qit\"...", "Resultados de búsqueda: no se encontraron películas para \"qit\".",
                    "  ¿Quisiste decir el comando \"quit\"?", "Búsquedas recientes:", "  1. Gódfather",
                    "Escribe \"pick N\" para repetir una búsqueda.",
                ])
    }

    static let narrowRows = [
        // Cut in the middle: the end tells Part II from Part III (issue 34).
        "  1. The Godfather (1972)", "  2. The Godfat…r Part II (1974)", "  3. The Godfat… Part III (1990)",
        "  4. Disco Godfather (1979)", "  5. Herschell …r of Gore (2010)", "  6. 3 Godfathers (1948)",
        "  7. Square Gro… of Ganja (2011)",
    ]

    @Test(arguments: [false, true])
    func aNarrowConsoleShortensQueriesAndTitlesNotMeaning(spanish: Bool) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            lines: ["search \"codependent lesbian\"", "search godfather"],
            environment: ["LANG": spanish ? "es_ES.UTF-8" : "C", "COLUMNS": "32"])

        let expected =
            spanish
            ? [
                "Buscando \"codependent lesbi…\"...", "Películas - \"codependent lesb…\":",
                "  página 1 de 1 (1 resultado)", "  1. Codependen…eeks Same (2011)", "Buscando \"godfather\"...",
                "Películas - \"godfather\":", "  página 1 de 1 (7 resultados)",
            ]
            : [
                "Searching \"codependent lesb…\"...", "Movies - \"codependent lesbian\":", "  page 1 of 1 (1 result)",
                "  1. Codependen…eeks Same (2011)", "Searching \"godfather\"...", "Movies - \"godfather\":",
                "  page 1 of 1 (7 results)",
            ]
        #expect(result.status == 0 && result.error == "")
        #expect(result.lines == expected + Self.narrowRows)
        #expect(result.lines.allSatisfy { $0.count <= 32 })
    }
}
