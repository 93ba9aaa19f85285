/// The locale setting of a process environment for messages, in POSIX order: `LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`.
enum LocaleSetting {
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`, or "".
    static func value(in environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return ""
    }

    /// The locale identifier dates are formatted in: the setting's (`es_MX.UTF-8` -> `es_MX`,
    /// `en_GB` -> `en_GB`) when it is of the app's `language`, else that language's default
    /// (`en_US`, `es_ES`), so dates never come in a language the app does not speak (`fr_FR` gives
    /// English dates, as it gives English texts).
    static func identifier(in environment: [String: String], language: Language) -> String {
        let value = value(in: environment)
        let name = value.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        guard name.hasPrefix(language.localeCode) else { return language.defaultLocale }
        return name
    }
}
