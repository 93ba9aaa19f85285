import Foundation
import TestSupport
import Testing

/// `--minimize` shrinks the payloads of the user actions it keeps, on the buggy tally's real
/// failures replayed in children: a value goes only as far as the same failure still happens.
@Suite(.startsProcesses) struct ReplayToolPayloadShrinkingTests {
    @Test func aBreakShrinksToTheSmallestAmountThatStillBreaksIt() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        let recording = try await tool.run(["record", "break.jsonl", "add:5", "note:hello", "add:2000"])
        #expect(recording.signaled)

        let result = try await tool.replay("break.jsonl", "--minimize", "small.jsonl", "--emit-test", "PeakTests.swift")

        #expect(result.status == 0)
        // "peak within limit" is peak <= 1000: 1001 is the least amount past it.
        #expect(
            try Self.actions(tool.text("small.jsonl")) == [#"{"seq":1,"action":{"amount":1001,"type":"tally.add"}}"#])
        #expect(try tool.text("PeakTests.swift").contains("store.send(.add(1001))"))
    }

    @Test func aValueOnlyTheCrashNeedsStays() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        let recording = try await tool.run(["record", "crash.jsonl", "add:4", "note:x", "add:13"])
        #expect(recording.signaled)

        let result = try await tool.replay("crash.jsonl", "--minimize", "small.jsonl")

        #expect(result.status == 0)
        // The tally traps on 13 only: 0, 7, 10, 12 are each no crash, so 13 stays.
        #expect(try Self.actions(tool.text("small.jsonl")) == [#"{"seq":1,"action":{"amount":13,"type":"tally.add"}}"#])
    }

    /// The action lines of a log.
    static func actions(_ log: String) -> [String] {
        log.split(separator: "\n").filter { $0.hasPrefix(#"{"seq":"#) }.map(String.init)
    }
}
