import Flux
import Foundation
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// No text of the console stays in English when the language is Spanish: one scripted session
/// (a search, its pages, an input error, the details, a failure, `help`) run in both languages,
/// every Spanish line written out, and every line the two screens share a line of data only.
///
/// The messages are worded side by side in `Localization/Messages/`, so the compiler checks that
/// every language words every message, but not that a wording is not the English one copied (or a
/// text built outside ``Strings``); this session does, for the texts it shows.
@MainActor @Suite struct UntranslatedTextTests {
    private final class Screen {
        var text = ""
        var lines: [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The lines both screens may share: data only (a title), no words of a language.
    private static let dataOnlyLines: Set<String> = ["Love Actually"]

    /// What the session prints in `language`.
    private static func session(in language: Language) async -> [String] {
        let fakes = FakeUseCases()
        let firstPage = MoviesPage(
            page: 1, totalPages: 2, totalResults: 3,
            movies: [
                MovieFixtures.loveActually,
                Movie(id: 2, title: "Movie 2", genres: ["Sci-Fi"], year: 2002, rating: 2.5),
            ])
        let lastPage = MoviesPage(
            page: 2, totalPages: 2, totalResults: 3,
            movies: [Movie(id: 3, title: "Movie 3", genres: ["Horror"], year: 2003, rating: 3.5)])
        fakes.answerSearch(with: .success(firstPage))
        fakes.answerSearch(with: .success(lastPage))
        fakes.answerSearch(with: .failure(.serverError(status: 503, detail: "Service Unavailable")))
        let core = AppCore.live(dependencies: fakes.dependencies)
        let screen = Screen()
        let environment = ViewEnvironment(language: language, locale: Locale(identifier: language.defaultLocale))
        let output = ConsoleOutput(showsPrompt: false) { screen.text += $0 }
        let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { output.line($0) }
        renderer.start()
        defer { renderer.stop() }
        let session = ConsoleSession(core: core, environment: environment, output: output, isInteractive: true)
        for line in ["search love", "more", "more", "open 9", "open 1", "back", "cancel", "search xyz", "help"] {
            session.handle(.text(line))
            await core.dispatcher.effects.settle()
        }
        return screen.lines
    }

    @Test func aSpanishSessionHasNoEnglishText() async {
        let english = await Self.session(in: .english)
        let spanish = await Self.session(in: .spanish)

        #expect(
            spanish == [
                "Buscando \"love\"...",
                "Películas - \"love\": página 1 de 2 (3 resultados)",
                "  1. Love Actually (2003) - Comedia, Drama, Romance - 8.1/10",
                "  2. Movie 2 (2002) - Ciencia ficción - 2.5/10",
                "Escribe \"more\" para ver la página 2.",
                "Cargando la página 2...",
                "Películas - \"love\": página 2 de 2 (3 resultados)",
                "  3. Movie 3 (2003) - Terror - 3.5/10",
                "No hay más páginas.",
                "error: \"open 9\": no existe el elemento 9; usa un número del 1 al 3",
                "Love Actually",
                "Fecha de lanzamiento: 14 nov 2003",
                "Año: 2003",
                "Géneros: Comedia, Drama, Romance",
                "Duración: 2h 15m",
                "Dirección: Richard Curtis",
                "Países: United Kingdom, United States",
                "Idiomas: English",
                "Puntuación: 8.1/10 (231 reseñas)",
                "Clasificación MPAA: R",
                "Escribe \"back\" para volver a la lista.",
                "Películas - \"love\": página 2 de 2 (3 resultados)",
                "  3. Movie 3 (2003) - Terror - 3.5/10",
                "No hay nada que cancelar.",
                "Buscando \"xyz\"...",
                "Error: Error del servidor de TMDB (HTTP 503): escribe \"more\" para reintentar.",
                "Comandos (en inglés o en español; cualquier otro texto busca):",
                "  search, buscar TEXTO (s)   buscar películas",
                "  more, más (m)              cargar la página siguiente",
                "  open, abrir N|TÍTULO (o)   ver los detalles del elemento N (o: N solo) o",
                "    TÍTULO",
                "  back, atrás (b)            volver a la lista",
                "  recent, recientes (r)      ver las búsquedas recientes",
                "  pick, elegir N (p)         repetir la búsqueda reciente N",
                "  cancel, cancelar (c)       cancelar la carga en curso",
                "  help, ayuda [CMD] (?)      mostrar esta ayuda, o qué hace un comando",
                "  quit, exit, salir (q)      salir (también fin de la entrada, Ctrl-D)",
            ])
        let shared = Set(spanish).intersection(english).subtracting(Self.dataOnlyLines)
        #expect(shared.sorted() == [], "lines left in English in Spanish: word them in Localization/Messages/")
        #expect(english != spanish)
    }

    @Test func theDetectionPicksALanguageForItsLocaleCode() {
        #expect(Language.detect(environment: ["LANG": "es_ES.UTF-8"]) == .spanish)
        #expect(Language.detect(environment: ["LC_ALL": "es", "LANG": "en_US"]) == .spanish)
        #expect(Language.detect(environment: ["LC_ALL": "en_GB", "LANG": "es_ES"]) == .english)
        #expect(Language.detect(environment: ["LANG": "fr_FR.UTF-8"]) == .english)
        #expect(Language.detect(environment: ["LANG": "fr_FR.UTF-8"], among: [.spanish, .english]) == .spanish)
        let environment = ViewEnvironment.detect(
            environment: ["LANG": "es_MX.UTF-8"], stdoutIsTerminal: false, noColorFlag: false)
        #expect(environment.language == .spanish && environment.locale.identifier == "es_MX")
        #expect(environment.strings == Strings(.spanish) && environment.strings == Language.spanish.strings)
        let other = ViewEnvironment.detect(environment: ["LANG": "fr_FR"], stdoutIsTerminal: false, noColorFlag: false)
        #expect(other.language == .english && other.locale.identifier == "en_US")
        #expect(Language.all.map(\.description) == ["english", "spanish"])
        #expect(Language.all.map(\.tmdbLanguage) == ["en-US", "es-ES"])
    }

    @Test func spanishCommandWordsAreAcceptedAndCompleted() {
        #expect(CommandWord.table()["abrir"] == .open && CommandWord.table()["mas"] == .more)
        #expect(CommandWord.table(languages: [.english])["abrir"] == nil)
        #expect(CommandParser.completionWords(for: .english) == CommandParser.commandWords)
        #expect(
            CommandParser.completionWords(for: .spanish)
                == CommandParser.commandWords + [
                    "abrir", "atrás", "ayuda", "buscar", "cancelar", "elegir", "más", "recientes", "salir",
                ])
    }

    @Test func countedPhrasesTakeTheLanguagesPluralForms() {
        #expect([0, 1, 2].map(Language.english.strings.reviews) == ["0 reviews", "1 review", "2 reviews"])
        #expect([0, 1, 2].map(Language.spanish.strings.reviews) == ["0 reseñas", "1 reseña", "2 reseñas"])
    }

    @Test func sharedLinesAreJoinedFromTheLanguagesParts() {
        let spanish = Strings(.spanish)
        #expect(spanish.errorLine(.failed) == "Error: Error al descargar películas: escribe \"more\" para reintentar.")
        #expect(spanish.posterUnavailable(.notFound) == "Póster: no disponible (HTTP 404)")
        #expect(spanish.posterUnavailable(.noConnection) == "Póster: no disponible (sin conexión a internet)")
        #expect(spanish.posterUnavailable(nil) == "Póster: no disponible")
        #expect(
            spanish.message(for: .invalidUTF8) == "error: la línea no es UTF-8 válido; los comandos son texto UTF-8")
        #expect(
            Strings(.english).posterUnavailable(.timedOut(seconds: 15)) == "Poster: unavailable (timed out after 15 s)")
    }
}
