import Foundation
import TestSupport
import Testing

/// The built `flux-movies` honours `LANG`, `COLUMNS` and `NO_COLOR` (pipes never get colour).
@Suite(.startsProcesses) struct EnvironmentSessionTests {
    @Test func spanishAtFortyColumns() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            lines: ["search amelie", "open 1", "recent", "elegir 3", "abrir 1,5", "abrir 7"],
            environment: ["LANG": "es_ES.UTF-8", "COLUMNS": "40"])

        #expect(
            result.lines == [
                "Buscando \"amelie\"...",
                "Películas - \"amelie\":",
                "  página 1 de 1 (1 resultado)",
                "  1. Amélie (2001) - 8.1/10",
                "Amélie",
                "Fecha de lanzamiento: 28 feb 2001",
                "Año: 2001",
                "Géneros: Romance, Comedia, Drama",
                "Duración: 2h 2m",
                "Dirección: Jean-Pierre Jeunet",
                "Países: France",
                "Idiomas: French",
                "Puntuación: 8.1/10 (231 reseñas)",
                "Clasificación MPAA: R",
                "Escribe \"back\" para volver a la lista.",
                "Búsquedas recientes:",
                "  1. amelie",
                "Escribe \"pick N\" para repetir una",
                "  búsqueda.",
            ])
        #expect(
            result.error == """
                error: "elegir 3": no existe la búsqueda reciente 3; el único es el 1
                error: "abrir 1,5": "1,5" no es un número de elemento; el único es el 1
                error: "abrir 7": no existe el elemento 7; el único es el 1

                """)
        #expect(result.status == 1)
    }

    @Test func lcAllWinsOverLangAndAPipeHasNoColour() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(
            lines: ["search zzzqqq"], environment: ["LANG": "es_ES.UTF-8", "LC_ALL": "en_US.UTF-8"])

        #expect(result.output == "Searching \"zzzqqq\"...\nSearch results: no movies found for \"zzzqqq\"\n")
    }
}
