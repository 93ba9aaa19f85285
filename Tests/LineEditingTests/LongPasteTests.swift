import LineEditing
import Testing

/// A long paste, as the terminal delivers it (4 KiB reads): the exact keys, line and redraw.
@Suite struct LongPasteTests {
    /// `count` words of 9 letters, separated by single spaces.
    private static func words(_ count: Int) -> String {
        Array(repeating: "abcdefghi", count: count).joined(separator: " ")
    }

    /// The bytes of `text` in reads of `size` bytes.
    private static func reads(_ text: String, size: Int = 4_096) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).map { bytes[$0..<min($0 + size, bytes.count)] }
    }

    @Test func aLongPasteInOneReadIsOneTextKeyAroundAnEscapeSequence() {
        let first = Self.words(20_000)
        let second = "é" + Self.words(10_000) + "千"
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array((first + "\u{1B}[D" + second).utf8))
        #expect(keys == [.text(first), .left, .text(second)])
        #expect(!decoder.hasPending)
    }

    @Test func aLongPasteReadByReadIsOneTextKeyPerRead() {
        let text = "Amélie " + Self.words(10_000)
        var decoder = KeyDecoder()
        let keys = Self.reads(text).flatMap { decoder.feed($0) } + decoder.flush()
        let texts = keys.compactMap { key -> String? in
            guard case .text(let piece) = key else { return nil }
            return piece
        }
        #expect(texts.count == keys.count && texts.count == Self.reads(text).count)
        #expect(texts.joined() == text)
    }

    @Test func aLongPasteIsEditedWholeAndShowsItsEnd() {
        let text = Self.words(10_000)
        var decoder = KeyDecoder()
        var editor = LineEditor(prompt: "> ", width: 20)
        var output = ""
        for read in Self.reads(text) {
            for key in decoder.feed(read) { output = editor.handle(key).output }
        }
        #expect(editor.buffer.text == text && editor.buffer.cursor == text.count)
        // 17 columns after the prompt: the mark of hidden text, 15 characters and the cursor.
        #expect(output == "\r> …" + text.suffix(15) + "\u{1B}[K")
        #expect(editor.handle(.home).output == "\r> " + text.prefix(16) + "…\u{1B}[K\u{1B}[17D")
        #expect(editor.handle(.enter).event == .submit(text))
    }

    @Test func insertingJoinsACombiningMarkOnlyWithTheCharacterBeforeIt() {
        var buffer = LineBuffer(Self.words(1_000) + "ab")
        buffer.move(by: -1)
        buffer.insert("\u{301}x")
        #expect(buffer.text == Self.words(1_000) + "a\u{301}xb")
        #expect(buffer.characters.count == 9_999 + 3 && buffer.cursor == 9_999 + 2)
    }
}
