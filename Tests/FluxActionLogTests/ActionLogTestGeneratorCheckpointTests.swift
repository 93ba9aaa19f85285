import ActionLogFixtures
import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// `ActionLogTestGenerator` on logs that start at a checkpoint: a black box's window after its
/// first starts from later states, which the generated test restores (checked in as
/// `Generated/TallyBlackBoxTests.swift`, compiled and run here: the window crashes nowhere, so
/// its test passes; the crash form is `ActionLogTestGeneratorTests`' snapshot), and checkpoints
/// it cannot restore are refused.
@MainActor @Suite struct ActionLogTestGeneratorCheckpointTests {
    static let checkedInFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Generated/TallyBlackBoxTests.swift")

    @Test func aBlackBoxWindowGivesTheCheckedInTestThatStartsFromItsCheckpoint() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let stores = try TallyStores()
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"), capacity: 3,
            clock: LogFixture.clock)
        let actions: [TallyAction] = [.add(1), .note("a"), .add(2), .add(4), .note("b"), .add(5), .add(6), .add(7)]
        for action in actions { stores.dispatcher.send(action) }
        // Checkpoints after actions 3 and 6: the window is the states after 3, then 4...8 as seq 1...5.
        let path = directory.path("window.jsonl")
        try blackBox.write(to: path)
        blackBox.close()
        var generator = ActionLogTestGeneratorTests.generator("TallyBlackBoxTests")
        generator.notes = ["Checked by ActionLogTestGeneratorCheckpointTests."]

        let text = try generator.generate(from: try ActionLogReader(path: path)) {
            try TallyStores.replayDispatcher()
        }

        if ProcessInfo.processInfo.environment["FLUX_REGENERATE_TESTS"] == "1" {
            try Data(text.utf8).write(to: Self.checkedInFile)
        }
        #expect(
            text == (try String(contentsOf: Self.checkedInFile, encoding: .utf8)),
            "Generated/TallyBlackBoxTests.swift is stale: FLUX_REGENERATE_TESTS=1 swift test --filter ActionLogTestGenerator"
        )
        #expect(
            text.contains(
                """
                        // The log starts at a checkpoint (a black box keeps the last actions and the states before
                        // them): the stores start from its states.
                        store.restore {
                            $0[stores.counter].value = 3
                            $0[stores.counter].adds = 2
                            $0[stores.summary].parity = "odd"
                            $0[stores.summary].peak = 3
                            $0[stores.notes].recent.append("a")
                            $0[stores.notes].count = 1
                        }

                        // seq 1
                        store.send(.add(4)) {
                            $0[stores.counter].value = 7
                """))
    }

    /// The tricky tally actions, as a version 1 log, after the header a black box writes for fresh
    /// stores (`"checkpoint":true`, their states and digests), with `edit` applied to that header.
    static func checkpointLog(
        in directory: LogDirectory, editingHeader edit: (String) -> String = { $0 }
    ) throws -> String {
        let stores = try TallyStores()
        let blackBox = try ActionLogBlackBox(
            dispatcher: stores.dispatcher, app: LogFixture.app, directory: directory.path("crashes"),
            clock: LogFixture.clock)
        let window = directory.path("window.jsonl")
        try blackBox.write(to: window)
        blackBox.close()
        // The records below are version 1 lines (no completion lines): the header says so.
        let (v2, v1) = (#"{"format":"flux-action-log","version":2,"#, #"{"format":"flux-action-log","version":1,"#)
        let written = try #require(try directory.lines(window).first)
        try #require(written.hasPrefix(v2))
        let header = v1 + written.dropFirst(v2.count)
        let records = ActionLogTestGeneratorTests.trickyActions.enumerated().map {
            LogFixture.record($0.offset + 1, $0.element)
        }
        return try directory.write("checkpoint.jsonl", lines: [edit(header)] + records)
    }

    @Test func aCheckpointAtTheFreshStatesNeedsNoRestore() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try Self.checkpointLog(in: directory)
        #expect(try directory.lines(path).first?.contains(#""checkpoint":true"#) == true)

        let text = try ActionLogTestGeneratorTests.generator("TallyTests").generate(
            from: try ActionLogReader(path: path)
        ) { try TallyStores.replayDispatcher() }

        #expect(text == ActionLogTestGeneratorTests.expectedSmallTest + "\n")
    }

    @Test func aCheckpointWhoseStatesDoNotDecodeToItsDigestsIsRefused() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        // The counter's state in the header decodes, but not to the digest the header records.
        let path = try Self.checkpointLog(in: directory) { header in
            header.replacingOccurrences(of: "61530ab4f577b52f", with: "0123456789abcdef")
        }
        #expect(try directory.lines(path).first?.contains("0123456789abcdef") == true)
        let generator = ActionLogTestGeneratorTests.generator("TallyTests")

        let error = TestGenerationError(.startsAtCheckpoint(stores: ["counter"]))
        #expect(throws: error) {
            try generator.generate(from: try ActionLogReader(path: path)) { try TallyStores.replayDispatcher() }
        }
        #expect(
            error.description
                == "the log starts at a checkpoint whose states of counter do not decode to the states recorded: make "
                + "those state types Codable with every field, or generate from a log that starts at the app's start")
    }
}
