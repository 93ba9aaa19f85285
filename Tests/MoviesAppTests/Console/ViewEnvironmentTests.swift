import Foundation
import MoviesApp
import Testing

/// Language, locale, width and colour from the process environment.
@Suite struct ViewEnvironmentTests {
    private func detect(
        _ environment: [String: String], terminal: Bool = false, width: Int? = nil,
        noColor: Bool = false
    ) -> ViewEnvironment {
        ViewEnvironment.detect(
            environment: environment, stdoutIsTerminal: terminal, terminalWidth: width, noColorFlag: noColor)
    }

    @Test func languageAndLocale() {
        #expect(detect([:]).language == .english)
        #expect(detect([:]).locale.identifier == "en_US")
        #expect(detect(["LANG": "C.UTF-8"]).locale.identifier == "en_US")
        #expect(detect(["LANG": "es_ES.UTF-8"]).language == .spanish)
        #expect(detect(["LANG": "es_ES.UTF-8"]).locale.identifier == "es_ES")
        #expect(detect(["LANG": "es_MX.UTF-8", "LC_ALL": "en_GB.UTF-8"]).language == .english)
        #expect(detect(["LANG": "en_US.UTF-8", "LC_ALL": "es_AR@euro"]).locale.identifier == "es_AR")
        #expect(detect(["LANG": "es", "LC_ALL": ""]).language == .spanish)
        #expect(detect(["LANG": "de_DE.UTF-8"]).language == .english)
    }

    @Test func lcMessagesComesBetweenLcAllAndLang() {
        #expect(detect(["LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"]).language == .spanish)
        #expect(detect(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"]).language == .english)
        #expect(detect(["LC_MESSAGES": "", "LANG": "es_MX.UTF-8"]).language == .spanish)
    }

    @Test func datesFollowTheAppsLanguageNeverAThirdOne() {
        #expect(detect(["LANG": "fr_FR.UTF-8"]).language == .english)
        #expect(detect(["LANG": "fr_FR.UTF-8"]).locale.identifier == "en_US")
        #expect(detect(["LANG": "en_GB.UTF-8"]).locale.identifier == "en_GB")
        #expect(detect(["LANG": "es_MX.UTF-8"]).locale.identifier == "es_MX")
        #expect(detect(["LC_MESSAGES": "es", "LANG": "en_GB.UTF-8"]).locale.identifier == "es")
        #expect(detect(["LC_MESSAGES": "es_ES", "LANG": "fr_FR"]).locale.identifier == "es_ES")
    }

    @Test func widthFromColumnsThenTerminalThenDefault() {
        #expect(detect([:]).width == 80)
        #expect(detect(["COLUMNS": "120"]).width == 120)
        #expect(detect(["COLUMNS": "120"], width: 100).width == 120)
        #expect(detect([:], width: 100).width == 100)
        #expect(detect(["COLUMNS": "wide"]).width == 80)
        #expect(detect(["COLUMNS": "0"]).width == 80)
        #expect(detect(["COLUMNS": "5"]).width == 20)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(detect([:], terminal: true).usesColor)
        #expect(!detect([:], terminal: false).usesColor)
        #expect(!detect(["NO_COLOR": "1"], terminal: true).usesColor)
        #expect(!detect(["NO_COLOR": ""], terminal: true).usesColor)
        #expect(!detect(["TERM": "dumb"], terminal: true).usesColor)
        #expect(detect(["TERM": "xterm-256color"], terminal: true).usesColor)
        #expect(!detect([:], terminal: true, noColor: true).usesColor)
    }
}
