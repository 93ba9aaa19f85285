import FluxTextFormats
import Testing

@Suite struct JSONTextTests {
    @Test func quotesEscapeQuotesBackslashesAndControlCharactersOnly() {
        #expect(JSONText.quoted("plain é✓😀 / '") == #""plain é✓😀 / '""#)
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quoted("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F} ") == #""\u0000\u0001\u0008\u000c\u001b\u001f ""#)
        #expect(JSONText.quoted("") == #""""#)
    }

    @Test func deleteAndC1AreKeptForLogsAndEscapedForATerminal() {
        #expect(JSONText.quoted("a\u{7F}b") == "\"a\u{7F}b\"")
        #expect(TerminalText.jsonForTerminal(JSONText.quoted("a\u{7F}b")) == #""a\u007fb""#)
        #expect(
            TerminalText.jsonForTerminal(JSONText.quoted("\u{1}\u{80}\u{9B}\u{9F}\u{A0}é"))
                == "\"\\u0001\\u0080\\u009b\\u009f\u{A0}é\"")
    }

    @Test func appendingAddsToWhatIsThere() {
        var bytes = Array("[".utf8)
        JSONText.appendString("x\n", to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendDecimal(0, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendDecimal(18_446_744_073_709_551_615, to: &bytes)
        // The largest UInt64 is clamped to the largest Int64.
        #expect(String(decoding: bytes, as: UTF8.self) == #"["x\n",0,9223372036854775807"#)
    }
}
