/// The console's texts in one language (`environment.strings.screenTitle`): one member a
/// message, each worded in every language side by side in `Messages/`.
///
/// A message is written once: its member words it with ``pick(en:es:)``, one argument a
/// language (`var screenTitle: String { pick(en: "Movies", es: "Películas") }`), and a family of
/// messages that is an enum (``ConsoleNote``, ``FailureKind``, ``InputError``,
/// ``LaunchMessage``, ``ReplayMessage``, ``ReplayAnalysisMessage``, ``UsageError/Kind``) is one
/// exhaustive `switch` whose arms pick every language's wording, so a new case is one arm. The
/// compiler keeps every language worded: a new case of ``Language`` is a compile error in
/// ``pick(en:es:)`` until it has a parameter there, and that parameter is a compile error at every
/// message until the message is worded in it. What every language builds the same way (`Error: `
/// lines, the `error: ` prefix, a header joined from its parts) is written once over the messages.
///
/// The tables are Swift code, not String Catalogs (`.xcstrings`): SwiftPM does not compile String
/// Catalogs on Linux, and a catalog would not let the compiler check that every language has
/// every message. Command words, option names, values and paths stay as they are typed.
package struct Strings: Sendable, Equatable {
    /// The language of these texts.
    package let language: Language

    /// The texts in `language`.
    package init(_ language: Language) {
        self.language = language
    }

    /// The wording of a message in the texts' language, every language's given side by side:
    /// `pick(en: "Movies", es: "Películas")`.
    ///
    /// One parameter a language, and only the chosen one is evaluated. This is the compiler's
    /// check that every language words every message: a new ``Language`` case does not compile
    /// here until it has a parameter, and the new parameter does not compile at any message that
    /// does not word it yet.
    func pick<Text>(en english: @autoclosure () -> Text, es spanish: @autoclosure () -> Text) -> Text {
        switch language {
        case .english: english()
        case .spanish: spanish()
        }
    }

    /// `one` when the language's plural rule gives ``PluralCategory/one`` for `count`, else `other`:
    /// the counted phrases of a language with two forms.
    func plural(_ count: Int, one: String, other: String) -> String {
        language.pluralCategory(count) == .one ? one : other
    }

    /// What the user typed, cut to ``MessageArgument/echoLimit`` characters.
    func echo(_ argument: String) -> String { MessageArgument.echo(argument) }

    /// `U+0007`: a code point as messages show it.
    func codePoint(_ value: UInt32) -> String { MessageArgument.codePoint(value) }

    /// `Movies - "love": page 1 of 15 (292 results)`.
    package func listHeader(query: String, page: Int, pageCount: Int, resultCount: Int) -> String {
        listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount).text
    }

    /// `Search results: no movies found for "xyz"`.
    package func emptyState(query: String) -> String {
        emptyStateLine(query: query).text
    }

    /// ``emptyStateLine(query:nearCommand:)`` for a query that is no command word.
    package func emptyStateLine(query: String) -> QueryLine {
        emptyStateLine(query: query, nearCommand: nil)
    }
}
