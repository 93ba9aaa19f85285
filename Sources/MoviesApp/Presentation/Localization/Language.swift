/// The languages of the console's texts.
package enum Language: String, Equatable, Sendable, Codable {
    /// English (the default).
    case english
    /// Spanish, when the first set of `LC_ALL`, `LC_MESSAGES` and `LANG` starts with `es`.
    case spanish

    /// The language for a process environment: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides (POSIX order); Spanish when it starts with `es`, else English.
    package static func detect(environment: [String: String]) -> Language {
        LocaleSetting.value(in: environment).hasPrefix("es") ? .spanish : .english
    }
}
