/// The languages of the console's texts.
package enum Language: String, Equatable, Sendable, Codable {
    /// English (the default).
    case english
    /// Spanish, when `LC_ALL` or `LANG` starts with `es`.
    case spanish

    /// The language for a process environment: the first non-empty of `LC_ALL` and `LANG`
    /// decides; Spanish when it starts with `es`, else English.
    package static func detect(environment: [String: String]) -> Language {
        LocaleSetting.value(in: environment).hasPrefix("es") ? .spanish : .english
    }
}
