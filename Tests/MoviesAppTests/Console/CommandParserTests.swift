import MoviesApp
import Testing

/// The command language (docs/flux-movies.md, "Commands"): every command, its abbreviation, and
/// every bad input.
@Suite struct CommandParserTests {
    private func parse(_ text: String) -> ParsedLine { CommandParser.parse(.text(text)) }

    @Test(arguments: [
        ("search love", Command.search("love")), ("s love actually", .search("love actually")),
        ("SEARCH Love", .search("Love")), ("  search   love  ", .search("love")),
        ("more", .more), ("m", .more), ("MORE", .more),
        ("open 3", .open("3")), ("o 3", .open("3", word: "o")), ("open", .open(nil)), ("open abc", .open("abc")),
        ("back", .back), ("b", .back), ("recent", .recent), ("r", .recent),
        ("pick 2", .pick("2")), ("p 2", .pick("2", word: "p")), ("pick", .pick(nil)),
        ("cancel", .cancel), ("c", .cancel), ("help", .help), ("?", .help), ("quit", .quit), ("q", .quit),
        ("exit", .quit), ("EXIT", .quit),
        ("Amélie", .search("Amélie")), ("love actually", .search("love actually")),
        ("back to the future", .search("back to the future")), ("more than a feeling", .search("more than a feeling")),
        ("q & a", .search("q & a")), ("help!", .search("help!")), ("search\tlove", .search("love")),
        ("help open", .explain(.open)), ("? more", .explain(.more)), ("ayuda abrir", .explain(.open)),
        ("help exit", .explain(.quit)), ("help me rhonda", .search("help me rhonda")), ("3", .number("3")),
        ("007", .number("007")), ("3 idiots", .search("3 idiots")),
        ("search 3", .search("3")), ("exit wounds", .search("exit wounds")), ("salir", .quit),
    ])
    func commands(_ text: String, _ command: Command) {
        #expect(parse(text) == .command(command))
    }

    @Test(arguments: ["", " ", "   \t  ", "\r"])
    func emptyLinesAreIgnored(_ text: String) {
        #expect(parse(text) == .empty)
    }

    @Test func aTrailingCarriageReturnIsDropped() {
        #expect(parse("search love\r") == .command(.search("love")))
    }

    @Test(arguments: ["search", "s", "S   ", "search \t "])
    func searchWithoutTextIsAnError(_ text: String) {
        #expect(parse(text) == .invalid(.missingSearchText))
    }

    @Test func controlCharactersAreErrors() {
        #expect(parse("search lo\u{07}ve") == .invalid(.controlCharacter(0x07)))
        #expect(parse("\u{1B}[A") == .invalid(.controlCharacter(0x1B)))
        #expect(parse("search \u{00}") == .invalid(.controlCharacter(0x00)))
        #expect(parse("more\u{7F}") == .invalid(.controlCharacter(0x7F)))
        #expect(parse("open \u{85}1") == .invalid(.controlCharacter(0x85)))
        #expect(parse("a\rb") == .invalid(.controlCharacter(0x0D)))
    }

    @Test func invalidUTF8IsAnError() {
        #expect(CommandParser.parse(.bytes(Array("search caf".utf8) + [0xC3, 0x28])) == .invalid(.invalidUTF8))
        #expect(CommandParser.parse(.bytes([0xFF, 0xFE])) == .invalid(.invalidUTF8))
        #expect(CommandParser.parse(.bytes([0xED, 0xA0, 0x80])) == .invalid(.invalidUTF8))  // a UTF-16 surrogate
    }

    @Test func overLongLinesAreErrors() {
        #expect(
            CommandParser.parse(.tooLong(byteCount: 102_400)) == .invalid(.tooLong(byteCount: 102_400, limit: 1_000)))
        #expect(
            CommandParser.parse(.bytes(Array(repeating: 0x61, count: 1_001)))
                == .invalid(.tooLong(byteCount: 1_001, limit: 1_000)))
        #expect(
            CommandParser.parse(.bytes(Array(repeating: 0x61, count: 1_000)))
                == .command(.search(String(repeating: "a", count: 1_000))))
    }
}

/// Splitting raw stdin bytes into lines with a length limit.
@Suite struct LineSplitterTests {
    @Test func splitsAtLineFeedsAcrossChunks() {
        var splitter = LineSplitter(maxLength: 10)
        #expect(splitter.feed(Array("sea".utf8)) == [])
        #expect(splitter.feed(Array("rch x\nmore\n\nb".utf8)) == [.text("search x"), .text("more"), .text("")])
        #expect(splitter.finish() == [.text("b")])
        #expect(splitter.finish() == [])
    }

    @Test func aLongLineBecomesTooLongWithItsFullLength() {
        var splitter = LineSplitter(maxLength: 4)
        #expect(splitter.feed(Array("abcd\nabcde".utf8)) == [.text("abcd")])
        #expect(splitter.feed(Array("fgh\nok\n".utf8)) == [.tooLong(byteCount: 8), .text("ok")])
        #expect(splitter.feed(Array("123456".utf8)) == [])
        #expect(splitter.finish() == [.tooLong(byteCount: 6)])
    }

    @Test func theCarriageReturnOfCRLFIsNotCountedAgainstTheLimit() {
        var splitter = LineSplitter(maxLength: 4)
        #expect(
            splitter.feed(Array("abcd\r\nabcd\nabcde\r\n".utf8)) == [
                .text("abcd\r"), .text("abcd"), .tooLong(byteCount: 5),
            ])
        #expect(splitter.feed(Array("abcd\rx\nabcd\r".utf8)) == [.tooLong(byteCount: 6)])
        #expect(splitter.finish() == [.text("abcd\r")])
    }

    @Test func aThousandByteCommandIsAcceptedWithLFOrCRLF() {
        let command = Array(repeating: UInt8(ascii: "a"), count: 1_000)
        var splitter = LineSplitter()
        let lines = splitter.feed(command + [0x0A] + command + [0x0D, 0x0A] + command + [0x61, 0x0D, 0x0A])
        #expect(lines == [.bytes(command), .bytes(command + [0x0D]), .tooLong(byteCount: 1_001)])
        #expect(CommandParser.parse(lines[1]) == CommandParser.parse(lines[0]))
    }

    @Test func bytesAreKeptAsTheyCame() {
        var splitter = LineSplitter()
        #expect(splitter.feed([0xFF, 0x0D, 0x0A]) == [.bytes([0xFF, 0x0D])])
    }
}
