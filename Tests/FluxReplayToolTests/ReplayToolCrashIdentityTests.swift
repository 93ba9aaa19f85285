import Foundation
import TestSupport
import Testing

/// A crash the standard library reports (index out of range) or that prints no `Fatal error`
/// line at all (an integer overflow) is identified by the first frame of the app's own code in
/// the backtrace of the tool's child, so that two such bugs in two reducers are two failures and
/// minimizing one never slips to the other. Under a sanitizer the children's backtracer is off
/// (it cannot run there), and a crash is identified as before: by the runtime's line or signal.
@Suite(.startsProcesses) struct ReplayToolCrashIdentityTests {
    /// note, add, tag, loaded with the tally's two index bugs (`TallyIndexBugs`):
    /// the last action crashes in the counter (a load after an add); a candidate without the
    /// note crashes earlier, at the tag, in the notes, with the same trap of the standard library.
    static let twoBugs = [
        #"{"text":"a","type":"notes.add"}"#, TallyReplayTool.add(1), #"{"name":"x","type":"notes.tag"}"#,
        #"{"amount":2,"id":9,"type":"tally.loaded"}"#,
    ]

    @Test func minimizingKeepsTheCrashOfTheLastActionAndNeverSlipsToAnotherOutOfRange() async throws {
        let tool = try TallyReplayTool(reducer: "indexesOutOfRange")
        defer { tool.remove() }
        try await tool.log("two.jsonl", actions: Self.twoBugs)
        try await tool.log("notes.jsonl", actions: [Self.twoBugs[2]])
        let counter = try await tool.replay("two.jsonl", "--print", "none")
        let notes = try await tool.replay("notes.jsonl", "--print", "none")
        #expect(counter.status == 3)
        #expect(notes.status == 3)
        // Both name the app's reducer, each its own line (not the standard library's).
        let counterFailure = try #require(Self.failure(counter.error, after: TallyReplayTool.crashLine(4)))
        let notesFailure = try #require(Self.failure(notes.error, after: TallyReplayTool.crashLine(1)))
        let counterLine = try Self.fixtureLine(
            "TallyIndexBugs.swift", containing: "// planted: out of range without a request")
        let notesLine = try Self.fixtureLine(
            "TallyIndexBugs.swift", containing: "// planted: out of range before a note")
        #expect(counterFailure == "ActionLogFixtures/TallyIndexBugs.swift:\(counterLine): Index out of range")
        #expect(notesFailure == "ActionLogFixtures/TallyIndexBugs.swift:\(notesLine): Index out of range")

        let result = try await tool.replay("two.jsonl", "--minimize", "small.jsonl")
        #expect(result.status == 0)
        #expect(result.error.contains("tally replay: minimize: the log fails with crash (signal "))
        #expect(result.error.contains(counterFailure))
        let actions = try tool.text("small.jsonl").split(separator: "\n").dropFirst().filter {
            $0.hasPrefix(#"{"seq""#)
        }
        #expect(actions.count == 2)
        #expect(actions.first?.contains(#""type":"tally.add""#) == true)
        #expect(actions.last?.contains(#""type":"tally.loaded""#) == true)
    }

    @Test(.tags(.sanitized)) func anOverflowIsIdentifiedByTheAppsFrame() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("overflow.jsonl", actions: [TallyReplayTool.add(1), TallyReplayTool.add(Int.max)])
        let result = try await tool.replay("overflow.jsonl", "--print", "none")
        #expect(result.status == 3)
        let failure = try #require(Self.failure(result.error, after: TallyReplayTool.crashLine(2)))
        if Sanitizer.current == nil {
            // The counter's `state.value += …`, with no message: the runtime printed no line.
            let line = try Self.fixtureLine(
                "TallyStores.swift", containing: "state.value += reducer == .addsEightForSeven")
            #expect(failure == "ActionLogFixtures/TallyStores.swift:\(line)")
        } else {
            #expect(failure == "")
        }
        // The backtrace is the tool's to read, not the user's.
        #expect(!result.error.contains("Backtracing"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    /// The number of the line of the tally's file `name` (in ActionLogFixtures) that holds `text`.
    static func fixtureLine(_ name: String, containing text: String) throws -> Int {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Support/ActionLogFixtures/\(name)")
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    /// What follows `crash (signal N)` in the tool's line that starts with `prefix`: ` at
    /// LOCATION[: MESSAGE]` without its ` at `, or empty.
    static func failure(_ error: String, after prefix: String) -> String? {
        guard let line = error.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
            let close = line.dropFirst(prefix.count).firstIndex(of: ")")
        else { return nil }
        let rest = line[line.index(after: close)...]
        return rest.hasPrefix(" at ") ? String(rest.dropFirst(4)) : String(rest)
    }
}
