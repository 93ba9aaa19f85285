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
