import Foundation
import TestSupport
import Testing

/// Every kind of bad input gives one `error:` line, changes nothing, and the session continues.
@Suite(.startsProcesses) struct BadInputSessionTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theBadInputBatteryPrintsOneErrorEachAndChangesNothing() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let lines: [[UInt8]] = [
            Self.bytes("search love"),
            Self.bytes("recent"),
            Self.bytes("open"),
            Self.bytes("O"),
            Self.bytes("pick"),
            Self.bytes("search"),
            Self.bytes("s   "),
            Self.bytes("open 1.5"),  // a title ("open abc") opens the best match or searches
            Self.bytes("open 0"),
            Self.bytes("open 999"),
            Self.bytes("open -1"),
            Self.bytes("open 99999999999999999999999"),
            Self.bytes("pick 5"),
            Self.bytes("pick two"),
            [UInt8](repeating: 0x61, count: 102_400),
            Self.bytes("search lo\u{07}ve"),
            Self.bytes("\u{1B}[A"),
            Self.bytes("search \u{00}"),
            Self.bytes("search caf") + [0xC3, 0x28],
            [0xFF, 0xFE],
            [],
            Self.bytes("   "),
            Self.bytes("\r"),
            Self.bytes("more"),  // the list, unchanged, comes back to the front and pages on
        ]
        let input = Data(lines.map { $0 + [0x0A] }.joined())

        let result = try await app.run(input: input)

        // Every bad line is refused on stderr and the script fails; the transcript goes on.
        #expect(result.status == 1)
        #expect(
            result.error.split(separator: "\n").map(String.init) == [
                "error: \"open\" needs an item number from 1 to 20, e.g. \"open 1\"",
                "error: \"o\" needs an item number from 1 to 20, e.g. \"o 1\"",
                "error: \"pick\" needs a recent search number; the only one is 1: \"pick 1\"",
                "error: \"search\" needs text to search for, e.g. \"search love\"",
                "error: \"search\" needs text to search for, e.g. \"search love\"",
                "error: \"open 1.5\": \"1.5\" is not an item number; use a number from 1 to 20",
                "error: \"open 0\": there is no item 0; use a number from 1 to 20",
                "error: \"open 999\": there is no item 999; use a number from 1 to 20",
                "error: \"open -1\": \"-1\" is not an item number; use a number from 1 to 20",
                "error: \"open 9999999999999999999…\": there is no item 9999999999999999999…; use a number from 1 to 20",
                "error: \"pick 5\": there is no recent search 5; the only one is 1",
                "error: \"pick two\": \"two\" is not a recent search number; the only one is 1",
                "error: line too long (102400 bytes); commands are at most 1000 bytes",
                "error: control character U+0007 in the line; commands are plain text (type \"help\")",
                "error: control character U+001B in the line; commands are plain text (type \"help\")",
                "error: control character U+0000 in the line; commands are plain text (type \"help\")",
                "error: the line is not valid UTF-8; commands are UTF-8 text",
                "error: the line is not valid UTF-8; commands are UTF-8 text",
            ])
        #expect(
            result.lines == ["Searching \"love\"..."] + CatalogTranscript.lovePage1 + [
                "Recent searches:",
                "  1. love",
                "Type \"pick N\" to search one again.",
            ] + CatalogTranscript.lovePage1 + ["Loading page 2..."] + CatalogTranscript.lovePage2)
        let saved = try String(
            contentsOf: app.dataDirectory.appendingPathComponent("recent-queries.json"), encoding: .utf8)
        #expect(saved == #"{"queries":["love"]}"#)
    }

    @Test func aLastLineWithoutNewlineIsStillHandled() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.run(input: Data("search amelie\r\nopen 1\r\nback\r\nopen 2".utf8))

        #expect(
            result.lines == ["Searching \"amelie\"..."]
                + CatalogTranscript.amelieList + CatalogTranscript.amelieDetails + CatalogTranscript.amelieList)
        #expect(result.error == "error: \"open 2\": there is no item 2; the only one is 1\n")
        #expect(result.status == 1)
    }
}
