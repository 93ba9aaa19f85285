import Flux
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// A third language is one type (``MarkedTexts``, in the test target) and one entry in the list
/// detection chooses from: the texts forward to it, the detection picks it for its locale code,
/// and a whole session speaks it.
@MainActor @Suite struct ThirdLanguageTests {
    private static let marked = Language(MarkedTexts())
    private static let languages = Language.all + [marked]

    private final class Screen {
        var text = ""
        var lines: [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    @Test func theDetectionPicksARegisteredLanguageForItsLocaleCode() {
        #expect(Language.detect(environment: ["LANG": "xx_XX.UTF-8"], among: Self.languages) == Self.marked)
        #expect(Language.detect(environment: ["LC_ALL": "xx", "LANG": "es_ES"], among: Self.languages) == Self.marked)
        #expect(Language.detect(environment: ["LANG": "es_ES.UTF-8"], among: Self.languages) == .spanish)
        #expect(Language.detect(environment: ["LANG": "fr_FR.UTF-8"], among: Self.languages) == .english)
        #expect(Language.detect(environment: ["LANG": "xx_XX.UTF-8"]) == .english)
        let environment = ViewEnvironment.detect(
            environment: ["LANG": "xx_YY.UTF-8"], stdoutIsTerminal: false, noColorFlag: false,
            languages: Self.languages)
        #expect(environment.language == Self.marked && environment.locale.identifier == "xx_YY")
        let other = ViewEnvironment.detect(
            environment: ["LANG": "xx"], stdoutIsTerminal: false, noColorFlag: false, languages: [Self.marked])
        #expect(other.language == Self.marked && other.locale.identifier == "xx")
        #expect(Language.all.map(\.description) == ["english", "spanish"])
    }

    @Test func itsCommandWordsAreAcceptedAndCompletedWithNoOtherChange() {
        #expect(CommandWord.table(languages: Self.languages)["xopen"] == .open)
        #expect(CommandWord.table()["xopen"] == nil)
        #expect(CommandWord.table(languages: Self.languages)["abrir"] == .open)
        #expect(CommandParser.completionWords(for: Self.marked) == CommandParser.commandWords + ["xopen"])
        #expect(Self.marked.texts.tmdbLanguage == "xx-XX")
    }

    @Test func stringsForwardToTheTableAndJoinWhatEveryLanguageShares() {
        let strings = Self.marked.texts
        #expect(strings.screenTitle == "[screenTitle]" && strings.usage == "[usage]")
        #expect(
            strings.listHeader(query: "love", page: 1, pageCount: 2, resultCount: 3)
                == "[listHeader \"love\" 1/2 3 few]")
        #expect(strings.errorLine(.failed) == "[errorTitle]: [failureMessage failed]")
        #expect(strings.posterUnavailable(.notFound) == "[posterUnavailableTitle] (HTTP 404)")
        #expect(strings.posterUnavailable(.noConnection) == "[posterUnavailableTitle] ([posterReason noConnection])")
        #expect(strings.message(for: .invalidUTF8) == "error: [inputError invalidUTF8]")
        #expect(strings.welcome(source: .catalog) == "[welcome [sourceName catalog]]")
        #expect([1, 2, 5].map(strings.reviews) == ["[reviews 1 one]", "[reviews 2 few]", "[reviews 5 other]"])
        #expect(
            Language.english.texts.reviews(1) == "1 review"
                && Language.spanish.texts.reviews(2) == "2 reseñas")
    }

    @Test func aSessionSpeaksTheThirdLanguage() async {
        let fakes = FakeUseCases()
        fakes.answerSearch(with: .success(MovieFixtures.page(1, of: 2, ids: 1...2, totalResults: 3)))
        fakes.answerSearch(with: .success(MovieFixtures.page(2, of: 2, ids: 3...3, totalResults: 3)))
        let core = AppCore.live(dependencies: fakes.dependencies)
        let screen = Screen()
        let environment = ViewEnvironment(language: Self.marked)
        let output = ConsoleOutput(showsPrompt: false) { screen.text += $0 }
        let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { output.line($0) }
        renderer.start()
        defer { renderer.stop() }
        let session = ConsoleSession(core: core, environment: environment, output: output, isInteractive: true)
        for line in ["search love", "more", "more", "open 9", "cancel", "help"] {
            session.handle(.text(line))
            await core.dispatcher.effects.settle()
        }

        #expect(
            screen.lines == [
                "[searching \"love\"]",
                "[listHeader \"love\" 1/2 3 few]",
                "  1. Movie 1 (2001) - [genre Drama] - 1.5/10",
                "  2. Movie 2 (2002) - [genre Drama] - 2.5/10",
                "[moreHint 2]",
                "[loadingPage 2]",
                "[listHeader \"love\" 2/2 3 few]",
                "  3. Movie 3 (2003) - [genre Drama] - 3.5/10",
                "[note noMorePages]",
                "error: [inputError outOfRange]",
                "[note nothingToCancel]",
                "[helpLines]",
            ])
    }
}
