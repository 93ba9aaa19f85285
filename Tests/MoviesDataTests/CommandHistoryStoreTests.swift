import Foundation
import MoviesTestSupport
import Testing

@testable import MoviesData

/// The console's history file: what is kept, across sessions, and bad files.
@Suite struct CommandHistoryStoreTests {
    static let fixedNow = Date(timeIntervalSince1970: 1_767_323_045)  // 2026-01-02 03:04:05 UTC

    private func store(_ directory: URL, _ warnings: WarningCollector) -> CommandHistoryStore {
        CommandHistoryStore(directory: directory, warnings: warnings.sink, now: { Self.fixedNow })
    }

    @Test func linesAreKeptOldestFirstWithoutRepeatsBlanksOrControlCharacters() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let history = store(directory.url, WarningCollector())
        for line in [
            "search alien", "more", "more", "  ", "open 2", "a\u{1B}b", String(repeating: "x", count: 1_001), "more",
        ] {
            await history.append(line)
        }
        #expect(await history.lines() == ["search alien", "more", "open 2", "more"])
        let saved = try Data(contentsOf: directory.file("history"))
        #expect(String(decoding: saved, as: UTF8.self) == #"{"lines":["search alien","more","open 2","more"]}"#)
    }

    @Test func theNewest500AreKeptAcrossSessions() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = store(directory.url, WarningCollector())
        for number in 1...510 { await first.append("search \(number)") }
        let lines = await store(directory.url, WarningCollector()).lines()
        #expect(lines.count == 500 && lines.first == "search 11" && lines.last == "search 510")
    }

    @Test func aCorruptFileIsMovedAsideWithAWarningAndTheHistoryStartsEmpty() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data("search alien\nmore\n".utf8).write(to: directory.file("history"))
        let warnings = WarningCollector()
        let history = store(directory.url, warnings)

        #expect(await history.lines() == [])
        await history.append("open 1")

        let aside = directory.file("history.corrupt-20260102T030405Z")
        #expect(try Data(contentsOf: aside) == Data("search alien\nmore\n".utf8))
        #expect(
            warnings.messages == [
                "warning: \(directory.file("history").path) is not valid JSON for this file; "
                    + "moved it to \(aside.path) and starting empty"
            ])
        #expect(await history.lines() == ["open 1"])
    }
}
