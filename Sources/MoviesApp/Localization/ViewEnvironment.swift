import Foundation

/// Everything the view models and the line layout need besides the states: language, locale,
/// time zone, width and colour. Inject a fixed one in tests.
package struct ViewEnvironment: Equatable, Sendable {
    /// The default line width when `COLUMNS` is unset or invalid.
    package static let defaultWidth = 80
    /// The narrowest width honoured (narrower `COLUMNS` values count as this).
    package static let minimumWidth = 20

    /// The language of the texts.
    package var language: Language
    /// The locale dates are formatted in.
    package var locale: Locale
    /// The time zone release days are formatted in (they are calendar days at midnight UTC).
    package var timeZone: TimeZone
    /// The maximum line width in characters.
    package var width: Int
    /// Whether lines carry ANSI colours.
    package var usesColor: Bool

    /// Creates an environment; the defaults are English, `en_US`, UTC, 80 columns, no colour.
    package init(
        language: Language = .english, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, width: Int = ViewEnvironment.defaultWidth,
        usesColor: Bool = false
    ) {
        self.language = language
        self.locale = locale
        self.timeZone = timeZone
        self.width = max(ViewEnvironment.minimumWidth, width)
        self.usesColor = usesColor
    }

    /// The environment of a process.
    /// - Parameters:
    ///   - environment: the process environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, `COLUMNS`, `NO_COLOR`, `TERM`:
    ///     `dumb` has no colour).
    ///   - stdoutIsTerminal: whether standard output is a terminal.
    ///   - terminalWidth: the terminal's width, used when `COLUMNS` is unset (nil on a pipe).
    ///   - noColorFlag: `--no-color` was given.
    ///   - languages: the languages to choose among, the default first (``Language/all``).
    /// - Returns: the language, width and colour to render with.
    package static func detect(
        environment: [String: String], stdoutIsTerminal: Bool, terminalWidth: Int? = nil, noColorFlag: Bool,
        languages: [Language] = Language.all
    ) -> ViewEnvironment {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let noColor = environment["NO_COLOR"] != nil
        let language = Language.detect(environment: environment, among: languages)
        return ViewEnvironment(
            language: language,
            locale: Locale(identifier: LocaleSetting.identifier(in: environment, language: language)),
            width: columns ?? terminalWidth ?? defaultWidth,
            usesColor: stdoutIsTerminal && environment["TERM"] != "dumb" && !noColor && !noColorFlag)
    }

    /// The texts in `language`.
    package var strings: Strings { Strings(language) }
}
