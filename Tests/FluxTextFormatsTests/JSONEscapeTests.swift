import FluxTextFormats
import Testing

@Suite struct JSONEscapeTests {
    /// The UTF-8 that the escape sequences in `text` (each after its backslash) decode to.
    private func decode(_ text: String, refusingLoneSurrogates: Bool = false) throws(JSONEscape.Problem) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        let end = bytes.count
        do {
            try bytes.withUnsafeBufferPointer { buffer throws(JSONEscape.Problem) in
                while index < end {
                    guard buffer[index] == UInt8(ascii: "\\") else { throw .invalidLetter }
                    index += 1
                    try JSONEscape.decode(
                        buffer, end: end, at: &index, into: &decoded, refusingLoneSurrogates: refusingLoneSurrogates)
                }
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    @Test func decodesEveryEscapeJSONDefines() throws {
        #expect(try decode(#"\"\\\/\b\f\n\r\t"#) == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(try decode(#"\u0041\u00e9\u00E9\u2028\u0000"#) == "Aéé\u{2028}\u{0}")
        #expect(try decode(#"\ud83d\ude00\uD83C\uDFAC"#) == "😀🎬")
    }

    /// A surrogate that is not half of a pair becomes U+FFFD, and what follows it is kept (D6:
    /// `\ud800\u0041` lost its A).
    @Test(arguments: [
        (#"\ud800\u0041"#, "\u{FFFD}A"), (#"\ud83d"#, "\u{FFFD}"), (#"\ude00"#, "\u{FFFD}"),
        (#"\ud83d\ud83d\ude00"#, "\u{FFFD}😀"), (#"\ude00\ud83d"#, "\u{FFFD}\u{FFFD}"),
        (#"\ud800\n"#, "\u{FFFD}\n"), (#"\ud800\u00e9\u0041"#, "\u{FFFD}éA"),
    ])
    func aLoneSurrogateBecomesAReplacementCharacterAndNothingIsLost(text: String, expected: String) throws {
        #expect(try decode(text) == expected)
    }

    /// Asked to (the inspector's parser reads what `JSONDecoder` reads), a lone surrogate is refused.
    @Test(arguments: [#"\ud800\u0041"#, #"\ud83d"#, #"\ude00"#, #"\ud83d\ud83d\ude00"#])
    func aLoneSurrogateIsRefusedWhenAsked(text: String) {
        #expect(throws: JSONEscape.Problem.loneSurrogate) { try decode(text, refusingLoneSurrogates: true) }
        #expect(throws: Never.self) { try decode(#"\ufffd\ud83d\ude00"#, refusingLoneSurrogates: true) }
    }

    @Test func movesThePositionPastTheSequence() throws {
        let bytes = Array(#"\ud83d\ude00x"#.utf8)
        var decoded: [UInt8] = []
        var index = 1
        try bytes.withUnsafeBufferPointer { buffer throws(JSONEscape.Problem) in
            try JSONEscape.decode(buffer, end: bytes.count, at: &index, into: &decoded)
        }
        #expect(index == 12)
        #expect(decoded == Array("😀".utf8))
    }

    @Test(arguments: [
        (#"\"#, JSONEscape.Problem.unterminated), (#"\x"#, .invalidLetter), (#"\U0041"#, .invalidLetter),
        (#"\u004"#, .shortUnicode), (#"\u00g1"#, .badUnicode), (#"\ud83d\ude0"#, .shortUnicode),
        (#"\ud83d\u00g1"#, .badUnicode),
    ])
    func refusesAMalformedSequenceSayingWhy(text: String, problem: JSONEscape.Problem) {
        #expect(throws: problem) { try decode(text) }
    }
}
