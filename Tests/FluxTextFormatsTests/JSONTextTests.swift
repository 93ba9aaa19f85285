import FluxTextFormats
import Testing

@Suite struct JSONTextTests {
    @Test func quotesEscapeQuotesBackslashesAndControlCharactersOnly() {
        #expect(JSONText.quoted("plain é✓😀 / '") == #""plain é✓😀 / '""#)
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quoted("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F} ") == #""\u0000\u0001\u0008\u000c\u001b\u001f ""#)
        #expect(JSONText.quoted("") == #""""#)
    }

    @Test func deleteIsEscapedOnlyWhenAsked() {
        #expect(JSONText.quoted("a\u{7F}b") == "\"a\u{7F}b\"")
        #expect(JSONText.quoted("a\u{7F}b", escapingDelete: true) == #""a\u007fb""#)
        #expect(JSONText.quoted("\u{1}\u{80}", escapingDelete: true) == "\"\\u0001\u{80}\"")
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
