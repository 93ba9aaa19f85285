/// Writes JSON string literals and integers by hand, byte by byte: the one escaper of the
/// package (action logs, the inspector, benchmark reports and the replay's terminal output).
package enum JSONText {
    /// Appends `string` as a JSON string literal (quotes included), escaping `"`, `\` and
    /// control characters; everything else is written as UTF-8.
    /// (For a terminal, `TerminalText.jsonForTerminal(_:)` also escapes DEL and C1 controls.)
    /// - Parameters:
    ///   - string: the text.
    ///   - bytes: where to append it.
    package static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20: appendUnicodeEscape(byte, to: &bytes)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `string` as a JSON string literal (see ``appendString(_:to:)``).
    package static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendString(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an unsigned integer in decimal.
    package static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        DecimalText.append(Int64(clamping: value), width: 1, to: &bytes)
    }

    /// `\u00XX` for a one-byte code point.
    private static func appendUnicodeEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0x0F))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
