/// Makes text that comes from data (a catalog, TMDB, a storage file, an action log) safe to
/// print on a terminal: no control character ever reaches it raw, so data cannot move the
/// cursor, clear the screen, ring the bell or change the terminal's settings.
///
/// - C0 controls (U+0000-U+001F), line feeds and tabs included, are shown as their Unicode
///   Control Pictures: ESC as `␛` (U+241B), LF as `␊`, NUL as `␀`.
/// - DEL (U+007F) is shown as `␡` (U+2421).
/// - C1 controls (U+0080-U+009F), which have no pictures, are shown as `\u{9B}`.
///
/// Everything else, other scripts and emoji included, is kept as it is.
package enum TerminalText {
    /// `text` with every control character shown visibly (see the type's rules).
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            case 0x80..<0xA0: result.append(contentsOf: "\\u{\(hex(scalar.value))}".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A line of JSON text with DEL and C1 controls written as `\u007f`-style escapes (JSON
    /// encoders escape only C0 controls; the line stays valid, equivalent JSON).
    package static func jsonForTerminal(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && $0.value < 0xA0 }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && scalar.value < 0xA0 {
                result += "\\u00" + hex(scalar.value).lowercased()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits
    }
}
