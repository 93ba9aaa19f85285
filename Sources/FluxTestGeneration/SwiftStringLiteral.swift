/// Writes a string as a Swift string literal that reads back as exactly the same string.
enum SwiftStringLiteral {
    /// `text` quoted, with `\`, `"`, control characters, invisible format characters (such as
    /// bidirectional overrides) and line separators escaped; every other character as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var previousEscaped = true  // a combining mark first would join the opening quote
        for scalar in text.unicodeScalars {
            let escaped = escape(scalar, afterEscape: previousEscaped)
            result += escaped ?? String(scalar)
            previousEscaped = escaped != nil
        }
        return result + "\""
    }

    private static func escape(_ scalar: Unicode.Scalar, afterEscape: Bool) -> String? {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return unicodeEscape(scalar)
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return afterEscape ? unicodeEscape(scalar) : nil
        default:
            return nil
        }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
