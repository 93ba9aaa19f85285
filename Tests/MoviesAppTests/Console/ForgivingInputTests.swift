import MoviesApp
import Testing

/// Command words with two neighbouring letters swapped are refused with a suggestion; other near
/// misses search; quotes around a query are dropped.
@Suite struct ForgivingInputTests {
    private func parse(_ text: String) -> ParsedLine { CommandParser.parse(.text(text)) }

    @Test(arguments: [
        ("mroe", "mroe", "more", "mroe"), ("hlep", "hlep", "help", "hlep"), ("opne 2", "opne", "open", "opne 2"),
        ("serach alien", "serach", "search", "serach alien"), ("recnet", "recnet", "recent", "recnet"),
        ("cancle", "cancle", "cancel", "cancle"), ("qiut", "qiut", "quit", "qiut"), ("  MROE ", "MROE", "more", "MROE"),
    ])
    func swappedLettersInACommandWordAreRefused(_ text: String, _ typed: String, _ command: String, _ line: String) {
        #expect(parse(text) == .invalid(.commandTypo(typed: typed, command: command, line: line)))
    }

    @Test(arguments: ["black", "omen", "pink", "mare", "mor", "moore", "quiet", "helpp", "m", "bakc to the future"])
    func otherNearMissesSearch(_ text: String) {
        if text == "bakc to the future" {
            // A swap in the first word is a typo whatever follows it.
            #expect(parse(text) == .invalid(.commandTypo(typed: "bakc", command: "back", line: text)))
        } else if text == "m" {
            #expect(parse(text) == .command(.more))
        } else {
            #expect(parse(text) == .command(.search(text)))
        }
    }

    @Test func theTypoMessageSaysWhatToTypeInEnglishAndSpanish() {
        let typo = InputError.commandTypo(typed: "mroe", command: "more", line: "mroe")
        #expect(
            Language.english.strings.message(for: typo)
                == "error: \"mroe\" is not a command; did you mean \"more\"? To search for it, type: search mroe")
        #expect(
            Language.spanish.strings.message(for: typo)
                == "error: \"mroe\" no es un comando; ¿quisiste decir \"more\"? Para buscarlo, escribe: search mroe")
    }

    @Test func stillSearchingInEnglishAndSpanish() {
        let error = InputError.stillSearching(query: "alien")
        #expect(
            Language.english.strings.message(for: error)
                == "error: still searching \"alien\"; wait for the results or type cancel")
        #expect(
            Language.spanish.strings.message(for: error)
                == "error: todavía buscando \"alien\"; espera los resultados o escribe cancel")
    }

    @Test(arguments: [
        ("search \"alien\"", "alien"), ("\"alien\"", "alien"), ("s 'the matrix'", "the matrix"),
        ("search “amélie”", "amélie"), ("search \" alien \"", "alien"), ("search \"alien", "\"alien"),
        ("search \"a\" and \"b\"", "\"a\" and \"b\""), ("search 'alien\"", "'alien\""),
    ])
    func matchingQuotesAroundAQueryAreDropped(_ text: String, _ query: String) {
        #expect(parse(text) == .command(.search(query)))
    }

    @Test(arguments: ["search \"\"", "search ''", "search \" \""])
    func onlyQuotesIsSearchWithoutText(_ text: String) {
        #expect(parse(text) == .invalid(.missingSearchText))
    }
}

/// Spanish command words are aliases of the English ones; catalog genres are named in Spanish.
@Suite struct SpanishCommandTests {
    @Test(arguments: [
        ("buscar alien", Command.search("alien")), ("más", .more), ("mas", .more), ("MÁS", .more),
        ("abrir 2", .open("2", word: "abrir")), ("atrás", .back), ("atras", .back), ("recientes", .recent),
        ("elegir 1", .pick("1", word: "elegir")),
        ("cancelar", .cancel), ("ayuda", .help), ("salir", .quit), ("buscar \"alien\"", .search("alien")),
        ("atrás en el tiempo", .search("atrás en el tiempo")),
    ])
    func spanishWordsAreAliases(_ text: String, _ command: Command) {
        #expect(CommandParser.parse(.text(text)) == .command(command))
    }

    @Test func spanishHelpListsTheSpanishWordsAndTabCompletesThem() {
        let help = Language.spanish.strings.helpLines
        #expect(help.first == "Comandos (en inglés o en español; cualquier otro texto busca):")
        #expect(help.contains("  more, más (m)              cargar la página siguiente"))
        #expect(help.contains("  quit, exit, salir (q)      salir (también fin de la entrada, Ctrl-D)"))
        #expect(CommandParser.completionWords(for: .spanish).contains("recientes"))
        #expect(!CommandParser.completionWords(for: .english).contains("recientes"))
    }

    @Test func catalogGenresAreNamedInSpanish() {
        let spanish = Language.spanish.strings
        #expect(spanish.genre("Sci-Fi") == "Ciencia ficción")
        #expect(spanish.genre("Horror") == "Terror")
        #expect(spanish.genre("Ciencia ficción") == "Ciencia ficción")
        #expect(Language.english.strings.genre("Sci-Fi") == "Sci-Fi")
    }
}

/// A one-word search one letter from a command word that finds nothing asks about the command.
@Suite struct NearCommandTests {
    @Test(arguments: [("mor", "more"), ("moore", "more"), ("qit", "quit"), ("hel", "help"), ("SEARCHS", "search")])
    func oneLetterAwayIsNearACommand(_ query: String, _ command: String) {
        #expect(CommandTypo.nearCommand(for: query) == command)
    }

    @Test(arguments: ["more", "mo re", "zzz", "m", "black omen", "mroe"])
    func otherQueriesAreNot(_ query: String) {
        #expect(CommandTypo.nearCommand(for: query) == nil)
    }

    @Test func theEmptyStateAsksInEnglishAndSpanish() {
        #expect(
            Language.english.strings.emptyStateLine(query: "mor", nearCommand: "more").text
                == "Search results: no movies found for \"mor\". Did you mean the command \"more\"?")
        #expect(
            Language.spanish.strings.emptyStateLine(query: "mor", nearCommand: "more").text
                == "Resultados de búsqueda: no se encontraron películas para \"mor\". "
                + "¿Quisiste decir el comando \"more\"?")
    }
}
