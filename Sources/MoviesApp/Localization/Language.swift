/// A language of the console's texts: which locale settings choose it, and its data
/// (`Language+Data.swift`); its messages are the members of ``Strings``, each worded in every
/// language side by side.
///
/// A new language is a case here, its data, and a parameter of ``Strings/pick(en:es:)``: the
/// compiler then lists every message still to word in it.
package enum Language: String, CaseIterable, Sendable, CustomStringConvertible {
    /// English (the default).
    case english
    /// Spanish, for a locale setting that starts with `es`.
    case spanish

    /// Every language of the app, in the order ``detect(environment:among:)`` tries them; the first
    /// is the default.
    package static let all: [Language] = allCases

    /// The name of the language, unique among the languages: "english".
    package var description: String { rawValue }

    /// The texts of the language: `Language.english.strings.screenTitle` is "Movies".
    package var strings: Strings { Strings(self) }

    /// The language for a process environment: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides (POSIX order); the first of `languages` whose locale code starts it,
    /// else the first of `languages` (English with the default list).
    package static func detect(environment: [String: String], among languages: [Language] = all) -> Language {
        let setting = LocaleSetting.value(in: environment)
        return languages.first { setting.hasPrefix($0.localeCode) } ?? languages.first ?? .english
    }
}
