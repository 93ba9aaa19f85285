import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The line a failed load prints, one per kind of failure, in English and Spanish: exact text.
@Suite struct FailureLineTests {
    /// A failure kind, its English line and its Spanish line.
    nonisolated static let lines: [(FailureKind, String, String)] = [
        (
            .rejectedKey,
            "Error: TMDB rejected the API key (HTTP 401): check TMDB_API_KEY, restart, then search again.",
            "Error: TMDB rechazó la clave de API (HTTP 401): revisa TMDB_API_KEY, reinicia y vuelve a buscar."
        ),
        (
            .notFound,
            "Error: TMDB has no such address (HTTP 404): check TMDB_BASE_URL, restart, then search again.",
            "Error: TMDB no tiene esa dirección (HTTP 404): revisa TMDB_BASE_URL, reinicia y vuelve a buscar."
        ),
        (
            .rateLimited,
            "Error: Rate limited by TMDB (HTTP 429): try again in a moment: type \"more\" to retry.",
            "Error: Demasiadas peticiones a TMDB (HTTP 429): inténtalo en un momento: escribe \"more\" para reintentar."
        ),
        (
            .serverError(status: 503),
            "Error: TMDB server error (HTTP 503): type \"more\" to retry.",
            "Error: Error del servidor de TMDB (HTTP 503): escribe \"more\" para reintentar."
        ),
        (
            .httpStatus(403),
            "Error: TMDB refused the request (HTTP 403): type \"more\" to retry.",
            "Error: TMDB rechazó la petición (HTTP 403): escribe \"more\" para reintentar."
        ),
        (
            .unreachable(address: "127.0.0.1:9"),
            "Error: Cannot reach 127.0.0.1:9: check TMDB_BASE_URL and your network, then type \"more\" to retry.",
            "Error: No se puede conectar con 127.0.0.1:9: revisa TMDB_BASE_URL y tu red, y escribe \"more\" para "
                + "reintentar."
        ),
        (
            .timedOut(seconds: 15),
            "Error: Timed out after 15 s waiting for TMDB: type \"more\" to retry.",
            "Error: Sin respuesta de TMDB tras 15 s: escribe \"more\" para reintentar."
        ),
        (
            .tooLarge,
            "Error: The answer from TMDB was too large (stopped reading it): type \"more\" to retry.",
            "Error: La respuesta de TMDB era demasiado grande (se dejó de leer): escribe \"more\" para reintentar."
        ),
        (
            .unreadable(.missingField(path: "total_pages")),
            "Error: Unreadable answer from TMDB (missing field \"total_pages\"): type \"more\" to retry.",
            "Error: Respuesta ilegible de TMDB (falta el campo \"total_pages\"): escribe \"more\" para reintentar."
        ),
        (
            .unreadable(.badField(path: "results[0].id")),
            "Error: Unreadable answer from TMDB (bad field \"results[0].id\"): type \"more\" to retry.",
            "Error: Respuesta ilegible de TMDB (campo incorrecto \"results[0].id\"): escribe \"more\" para reintentar."
        ),
        (
            .unreadable(.notJSON),
            "Error: Unreadable answer from TMDB (not JSON): type \"more\" to retry.",
            "Error: Respuesta ilegible de TMDB (no es JSON): escribe \"more\" para reintentar."
        ),
        (
            .unreadable(.empty),
            "Error: Unreadable answer from TMDB (empty answer): type \"more\" to retry.",
            "Error: Respuesta ilegible de TMDB (respuesta vacía): escribe \"more\" para reintentar."
        ),
        (
            .noConnection,
            "Error: No internet connection: check your network, then type \"more\" to retry.",
            "Error: Sin conexión a internet: revisa tu red y escribe \"more\" para reintentar."
        ),
        (
            .failed,
            "Error: Failed loading movies: type \"more\" to retry.",
            "Error: Error al descargar películas: escribe \"more\" para reintentar."
        ),
    ]

    /// What the console prints for a list whose last load failed with `kind`.
    private static func printed(_ kind: FailureKind, _ environment: ViewEnvironment) -> [String] {
        var app = AppState()
        app.search.query = "love"
        app.search.error = LoadFailure(kind: kind, detail: "technical detail, never shown")
        let view = ConsoleViewModel.make(app, environment: environment)
        return ConsoleRenderer.lines(from: nil, to: view, layout: ConsoleLayout(environment: environment))
    }

    @Test(arguments: lines)
    func eachKindHasItsOwnLineInBothLanguages(kind: FailureKind, english: String, spanish: String) {
        #expect(Self.printed(kind, ViewEnvironment(width: 200)) == [english])
        #expect(Self.printed(kind, ViewEnvironment(language: .spanish, width: 200)) == [spanish])
    }

    @Test func everyKindIsCoveredAndNoLineSaysNoInternetButTheOfflineOne() {
        #expect(Self.lines.count == 14)
        for (kind, english, spanish) in Self.lines where kind != .noConnection {
            #expect(!english.contains("internet") && !spanish.contains("internet"))
        }
        #expect(Self.lines.allSatisfy { $0.1.hasSuffix("to retry.") || $0.1.hasSuffix("search again.") })
        #expect(Self.lines.allSatisfy { $0.2.hasSuffix("para reintentar.") || $0.2.hasSuffix("vuelve a buscar.") })
    }

    @Test func aLongLineBreaksAtSpacesInsteadOfLosingWhatToDo() {
        // Continuation lines are indented by two spaces.
        #expect(
            Self.printed(.unreachable(address: "api.themoviedb.org:443"), ViewEnvironment(width: 60)) == [
                "Error: Cannot reach api.themoviedb.org:443: check",
                "  TMDB_BASE_URL and your network, then type \"more\" to retry.",
            ])
        #expect(
            Self.printed(.serverError(status: 500), ViewEnvironment(width: 60, usesColor: true)) == [
                "\u{1B}[31mError: TMDB server error (HTTP 500): type \"more\" to retry.\u{1B}[0m"
            ])
    }

    @Test func theEnglishMessageOfTheStatesFailureIsTheLineWithoutItsTitle() {
        var state = SearchState()
        state.error = LoadFailure(kind: .serverError(status: 502), detail: "HTTP 502")
        let message = state.error.map { Language.english.strings.failureMessage($0.kind) }
        #expect(message == "TMDB server error (HTTP 502): type \"more\" to retry.")
    }
}
