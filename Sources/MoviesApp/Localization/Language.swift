/// A language of the console's texts: its table of texts, which also says which locale settings
/// choose it.
///
/// Two languages are equal when their tables have the same ``LanguageTexts/name``.
package struct Language: Equatable, Sendable, CustomStringConvertible {
    /// English (the default).
    package static let english = Language(EnglishTexts())
    /// Spanish, for a locale setting that starts with `es`.
    package static let spanish = Language(SpanishTexts())
    /// Every language of the app, in the order ``detect(environment:among:)`` tries them; the first
    /// is the default.
    package static let all: [Language] = [.english, .spanish]

    /// The texts of the language.
    package let texts: any LanguageTexts

    /// The language whose texts are `texts`.
    package init(_ texts: any LanguageTexts) {
        self.texts = texts
    }

    /// The name of the language: "english".
    package var description: String { texts.name }

    /// Whether `left` and `right` are the same language.
    package static func == (left: Language, right: Language) -> Bool {
        left.texts.name == right.texts.name
    }

    /// The language for a process environment: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides (POSIX order); the first of `languages` whose locale code starts it,
    /// else the first of `languages` (English with the default list).
    package static func detect(environment: [String: String], among languages: [Language] = all) -> Language {
        let setting = LocaleSetting.value(in: environment)
        return languages.first { setting.hasPrefix($0.texts.localeCode) } ?? languages.first ?? .english
    }
}
