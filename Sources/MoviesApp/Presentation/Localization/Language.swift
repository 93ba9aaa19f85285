/// The languages of the console's texts.
public enum Language: String, Equatable, Sendable, Codable {
    /// English (the default).
    case english
    /// Spanish, when `LC_ALL` or `LANG` starts with `es`.
    case spanish

    /// The language for a process environment: the first non-empty of `LC_ALL` and `LANG`
    /// decides; Spanish when it starts with `es`, else English.
    public static func detect(environment: [String: String]) -> Language {
        LocaleSetting.value(in: environment).hasPrefix("es") ? .spanish : .english
    }
}

/// The locale setting of a process environment (`LC_ALL`, then `LANG`).
enum LocaleSetting {
    /// The first non-empty of `LC_ALL` and `LANG`, or "".
    static func value(in environment: [String: String]) -> String {
        for name in ["LC_ALL", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return ""
    }

    /// The locale identifier of the setting: `es_ES.UTF-8` -> `es_ES`; unset, `C` or `POSIX` -> `en_US`.
    static func identifier(in environment: [String: String]) -> String {
        let value = value(in: environment)
        let name = value.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        return name.isEmpty || name == "C" || name == "POSIX" ? "en_US" : name
    }
}
