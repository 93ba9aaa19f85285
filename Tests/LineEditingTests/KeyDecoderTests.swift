import LineEditing
import Testing

/// Bytes of a terminal in raw mode to keys, across reads.
@Suite struct KeyDecoderTests {
    private func keys(_ chunks: [[UInt8]]) -> [EditKey] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.feed($0) } + decoder.flush()
    }

    private func keys(_ text: String) -> [EditKey] { keys([Array(text.utf8)]) }

    /// The text of `keys`, which must all be text (each read gives its own text key).
    private static func text(_ keys: [EditKey]) -> String? {
        keys.reduce("") { text, key in
            guard let text, case .text(let more) = key else { return nil }
            return text + more
        }
    }

    @Test(arguments: [
        ("\u{1B}[A", EditKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[1;5D", .wordLeft), ("\u{1B}[1;5C", .wordRight),
        ("\u{1B}[1;3D", .wordLeft), ("\u{1B}b", .wordLeft), ("\u{1B}f", .wordRight), ("\u{1B}\u{7F}", .killWordBefore),
        ("\u{1B}[5~", .ignored), ("\u{1B}[200~", .ignored), ("\u{1B}x", .ignored), ("\u{1B}.", .insertLastWord),
    ])
    func escapeSequences(sequence: String, key: EditKey) {
        #expect(keys(sequence) == [key])
    }

    @Test(
        arguments: [
            (0x01, EditKey.home), (0x02, .left), (0x03, .interrupt), (0x04, .endOfInput), (0x05, .end), (0x06, .right),
            (0x08, .backspace), (0x7F, .backspace), (0x09, .tab), (0x0D, .enter), (0x0A, .enter), (0x0B, .killToEnd),
            (0x0C, .clearScreen), (0x0E, .down), (0x10, .up), (0x15, .killToStart), (0x17, .killWordBefore),
            (0x1A, .suspend), (0x00, .ignored), (0x07, .cancel), (0x12, .reverseSearch), (0x19, .yank),
        ] as [(UInt8, EditKey)])
    func controlBytes(byte: UInt8, key: EditKey) {
        #expect(keys([[byte]]) == [key])
    }

    @Test func textIsJoinedAndUTF8IsCompletedAcrossReads() {
        #expect(keys("Amélie 千と🎬") == [.text("Amélie 千と🎬")])
        let bytes = Array("é🎬".utf8)
        for cut in 1..<bytes.count {
            let read = keys([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(read.count <= 2 && Self.text(read) == "é🎬", "cut at \(cut)")
        }
    }

    @Test func aSequenceCutBetweenReadsIsCompletedByTheNext() {
        #expect(keys([[0x1B], Array("[1;5".utf8), [UInt8(ascii: "D")]]) == [.wordLeft])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x61, 0x1B]) == [.text("a")])
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[A".utf8)) == [.up])
    }

    @Test func aLoneEscapeIsEscWhenFlushedAndInvalidUTF8IsAReplacementCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(keys([[0xFF, 0x61], [0xC3]]) == [.text("\u{FFFD}a"), .text("\u{FFFD}")])
        #expect(keys([[0xE2, 0x28]]) == [.text("\u{FFFD}(")])
    }

    @Test func keysInOneReadComeInOrder() {
        #expect(keys("ab\u{1B}[D\u{7F}c\r") == [.text("ab"), .left, .backspace, .text("c"), .enter])
    }
}
