import MoviesApp
import MoviesDomain
import Testing

/// The forgiving grammar of issue 24 (docs/flux-movies.md, "Commands"): `exit`, `help WORD`, a
/// bare number on the list, `open TITLE`, `open N` of the movie shown, typed words quoted back.
@Suite struct ForgivingGrammarTests {
    private static let titles = ["Love", "Love Actually", "Amélie", "Crazy, Stupid, Love.", "Love Actually 2"]

    private static func state(screen: NavigationState.Screen = .list, shown: Int? = nil) -> AppState {
        var state = AppState()
        state.search.query = "love"
        state.search.pages = [
            MoviesPage(
                page: 1, totalPages: 1, totalResults: titles.count,
                movies: titles.enumerated().map { MovieFixtures.movie($0.offset + 1, title: $0.element) })
        ]
        state.search.currentPage = 1
        state.search.totalPageCount = 1
        state.navigation.screen = screen
        state.details.movie = shown.flatMap { state.search.item(number: $0) }
        return state
    }

    private func resolve(_ text: String, _ state: AppState = Self.state()) -> CommandOutcome {
        CommandResolver.resolve(CommandParser.parse(.text(text)), in: state)
    }

    private static func opens(_ index: Int) -> CommandOutcome { .dispatch(.details(.opened(index: index)), note: nil) }
    private static func searches(_ text: String) -> CommandOutcome {
        .dispatch(.search(.submitted(query: text)), note: nil)
    }

    @Test func exitQuitsInEveryLanguage() {
        for text in ["exit", "EXIT", "quit", "q", "salir"] { #expect(resolve(text) == .quit, "\(text)") }
        #expect(resolve("exit wounds") == Self.searches("exit wounds"))
    }

    @Test func theWaysOutOfOtherProgramsQuitInsteadOfSearching() {
        for text in [#"\q"#, #"\Q"#, #"\quit"#, ":q", ":q!", ":wq", ":x", "quit()", "exit()", "EXIT()"] {
            #expect(resolve(text) == .quit, "\(text)")
            #expect(resolve(text, Self.state(screen: .details, shown: 1)) == .quit, "\(text)")
        }
        #expect(resolve(#"\q now"#) == Self.searches(#"\q now"#))
        #expect(resolve("quit(") == Self.searches("quit("))
        #expect(!CommandParser.completionWords(for: .english).contains(":q"))
    }

    @Test func aBareNumberOnTheListOpensThatItem() {
        #expect(resolve("3") == Self.opens(3))
        #expect(resolve(" 05 ") == Self.opens(5))
        // Beyond the list, on another screen or with `search`, a number is searched for.
        #expect(resolve("6") == Self.searches("6"))
        #expect(resolve("1917") == Self.searches("1917"))
        #expect(resolve("0") == Self.searches("0"))
        #expect(resolve("search 3") == Self.searches("3"))
        #expect(resolve("buscar 3") == Self.searches("3"))
        #expect(resolve("3", Self.state(screen: .suggestions)) == Self.searches("3"))
        #expect(resolve("3", AppState()) == Self.searches("3"))
    }

    @Test func aBareNumberOnAFilmsDetailsOpensThatItemOfTheListBehind() {
        let reading1 = Self.state(screen: .details, shown: 1)
        #expect(resolve("2", reading1) == Self.opens(2))
        #expect(resolve("5", reading1) == Self.opens(5))
        #expect(resolve("1", reading1) == .showAgain)
        #expect(resolve("6", reading1) == Self.searches("6"))
        #expect(resolve("1917", reading1) == Self.searches("1917"))
    }

    @Test func openTitleOpensTheBestMatchOnTheListOrSearches() {
        #expect(resolve("open love actually") == Self.opens(2))
        #expect(resolve("open LOVE") == Self.opens(1))
        #expect(resolve("abrir amelie") == Self.opens(3))
        #expect(resolve("o stupid love") == Self.opens(4))
        #expect(resolve("open \"love actually 2\"") == Self.opens(5))
        #expect(resolve("open the godfather") == .searchThenOpenOnly(query: "the godfather"))
        #expect(resolve("open love actually", AppState()) == .searchThenOpenOnly(query: "love actually"))
        #expect(TitleMatch.best("act", in: Self.titles) == 2)
        #expect(TitleMatch.best("zzz", in: Self.titles) == nil)
        #expect(TitleMatch.best("!!", in: Self.titles) == nil)
    }

    @Test func openingTheMovieShownShowsItAgain() {
        let details = Self.state(screen: .details, shown: 3)
        #expect(resolve("open 3", details) == .showAgain)
        #expect(resolve("open amelie", details) == .showAgain)
        #expect(resolve("open 2", details) == Self.opens(2))
        #expect(resolve("open 3", Self.state(screen: .list, shown: 3)) == Self.opens(3))
    }

    @Test func helpWithACommandWordExplainsIt() {
        #expect(resolve("help open") == .explain(.open))
        #expect(resolve("? salir") == .explain(.quit))
        #expect(resolve("ayuda más") == .explain(.more))
        #expect(resolve("help") == .help)
        #expect(resolve("help me") == Self.searches("help me"))
    }

    @Test func everyCommandIsExplainedInEveryLanguage() {
        for language in Language.all {
            let strings = language.strings
            for command in CommandWord.allCases {
                let lines = strings.commandHelp(command)
                #expect(!lines.isEmpty && lines.allSatisfy { !$0.isEmpty && $0.count <= 80 }, "\(command)")
            }
        }
        #expect(
            Language.english.strings.commandHelp(.open) == [
                "open N (o): show the details of item N; N alone does too (list, details).",
                "  open TITLE opens the best match on the list, else searches (one film: opened).",
            ])
        #expect(
            Language.spanish.strings.commandHelp(.quit) == [
                "salir, quit, exit (q): termina la sesión (o Ctrl-D, o el fin de la entrada)."
            ])
    }

    @Test func theWordAsTypedIsQuotedBack() {
        let english = Language.english.strings
        let spanish = Language.spanish.strings
        #expect(
            resolve("abrir 9").errorLine(spanish)
                == "error: \"abrir 9\": no existe el elemento 9; usa un número del 1 al 5")
        #expect(
            resolve("abrir 9").errorLine(english)
                == "error: \"abrir 9\": there is no item 9; use a number from 1 to 5")
        #expect(
            resolve("ABRIR").errorLine(spanish)
                == "error: \"abrir\" necesita un número de elemento del 1 al 5, p. ej. \"abrir 1\"")
        #expect(
            resolve("o -1").errorLine(english)
                == "error: \"o -1\": \"-1\" is not an item number; use a number from 1 to 5")
        var suggestions = Self.state()
        suggestions.suggestions.queries = ["love"]
        suggestions.navigation.screen = .suggestions
        #expect(
            resolve("elegir 2", suggestions).errorLine(spanish)
                == "error: \"elegir 2\": no existe la búsqueda reciente 2; el único es el 1")
    }
}

extension CommandOutcome {
    /// The `error:` line of an error outcome, or "" for any other.
    fileprivate func errorLine(_ strings: Strings) -> String {
        guard case .error(let error) = self else { return "" }
        return strings.message(for: error)
    }
}
