import FluxTextFormats
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: [
        (Int64(0), 1, "0"), (7, 3, "007"), (2026, 4, "2026"), (12_345, 2, "12345"), (-5, 3, "-005"),
        (Int64.min, 1, "-9223372036854775808"), (Int64.max, 1, "9223372036854775807"),
    ])
    func appendsZeroPaddedDigits(value: Int64, width: Int, text: String) {
        var bytes = Array("=".utf8)
        DecimalText.append(value, width: width, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "=" + text)
    }

    @Test func readsARunOfDigitsAndNothingElse() {
        #expect(DecimalText.value(of: Array("0042".utf8)[...]) == 42)
        #expect(DecimalText.value(of: Array("2026-01".utf8)[0..<4]) == 2026)
        #expect(DecimalText.value(of: Array("999999999999999999".utf8)[...]) == 999_999_999_999_999_999)
        for text in ["", "-1", "+1", "1a", " 1", "1.5", "1234567890123456789"] {
            #expect(DecimalText.value(of: Array(text.utf8)[...]) == nil, "\(text)")
        }
    }
}
