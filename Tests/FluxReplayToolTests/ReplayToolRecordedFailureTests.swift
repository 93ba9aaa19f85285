import Foundation
import TestSupport
import Testing

/// Logs the buggy tally recorded itself (`tally-replay record`, format version 2): its crash
/// interrupts the action's dispatch, its broken invariant is written before the debug build's
/// stop; the tool replays them in children and says that they reproduce (status 3 and 4).
@Suite(.startsProcesses) struct ReplayToolRecordedFailureTests {
    @Test(.tags(.sanitized)) func aRecordedCrashReproducesAndStreamsTheActionsBeforeIt() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        let recording = try await tool.run(["record", "crash.jsonl", "add:1", "note:x", "add:13", "add:2"])
        #expect(recording.signaled)
        let result = try await tool.replay("crash.jsonl", "--print", "states")
        #expect(result.status == 3)
        #expect(
            result.output.split(separator: "\n").map { $0.prefix(8) } == [#"{"seq":0"#, #"{"seq":1"#, #"{"seq":2"#])
        #expect(result.error.hasPrefix("tally replay: the recorded crash at seq 3 reproduces: crash (signal "))
        #expect(result.error.hasSuffix(TallyReplayTool.trap))
    }

    @Test(.tags(.sanitized)) func aRecordedBreakReproduces() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        let recording = try await tool.run(["record", "break.jsonl", "add:5", "add:2000", "add:1"])
        #expect(recording.signaled)
        let result = try await tool.replay("break.jsonl")
        #expect(result.status == 4)
        #expect(result.output.hasPrefix(#"{"seq":1,"action":{"amount":5,"type":"tally.add"}"#))
        #expect(
            result.error == "tally replay: the recorded invariant break at seq 2 reproduces: "
                + "store \"summary\" broke \"peak within limit\"\n")
    }

    @Test func aCrashInTheMiddleOfALogIsFoundByTheTool() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("middle.jsonl", actions: [1, 2, 13, 4].map(TallyReplayTool.add))
        let result = try await tool.replay("middle.jsonl", "--blame", "counter.value")
        #expect(result.status == 3)
        #expect(result.output == "seq 1 tally.add: before 0, after 1\nseq 2 tally.add: before 1, after 3\n")
        #expect(result.error.hasPrefix(TallyReplayTool.crashLine(3)))
        let final = try await tool.replay("middle.jsonl", "--until", "2")
        #expect(final.status == 0)
        #expect(final.output.hasPrefix(#"{"seq":2,"action":{"amount":2,"type":"tally.add"},"states":{"counter":{"#))
    }

    @Test func aLogWithoutFailureReplaysWithStatusZero() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("good.jsonl", actions: [1, 2].map(TallyReplayTool.add))
        let result = try await tool.replay("good.jsonl", "--print", "none")
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.isEmpty)
        let nothing = try await tool.replay("good.jsonl", "--minimize", "small.jsonl")
        #expect(nothing.status == 2)
        #expect(
            nothing.error
                == "tally replay: nothing to minimize: good.jsonl replays without a crash or a broken invariant\n")
        #expect(!FileManager.default.fileExists(atPath: tool.file("small.jsonl").path))
    }

    /// `| head` closes the output while the child still writes: the child dies of SIGPIPE,
    /// which is no crash of the app; the tool stops quietly with status 0.
    @Test func aReaderThatClosesTheOutputEndsTheToolQuietly() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("long.jsonl", actions: (1...3_000).map { #"{"text":"n\#($0)","type":"notes.add"}"# })
        let script =
            "set -o pipefail; '\(TallyReplayTool.executable.path)' replay long.jsonl --print states | head -c 100"
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: tool.directory,
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == 0)
        #expect(result.output == String(TallyReplayTool.initialStates.prefix(100)))
        #expect(result.error == "")
    }

    @Test func badInputGetsItsOwnStatusAndChangesNothing() async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("good.jsonl", actions: [TallyReplayTool.add(1)])
        try Data("kept\n".utf8).write(to: tool.file("kept.html"))
        let exists = try await tool.replay("good.jsonl", "--html", "kept.html")
        #expect(exists.status == 2)
        #expect(exists.error == "tally replay: kept.html exists; --force replaces it\n")
        #expect(try tool.text("kept.html") == "kept\n")
        let beyond = try await tool.replay("good.jsonl", "--until", "7")
        #expect(beyond.status == 2)
        #expect(beyond.error == "tally replay: --until 7 is beyond the log's last action, seq 1\n")
        try Data("not a log\n".utf8).write(to: tool.file("bad.jsonl"))
        let bad = try await tool.replay("bad.jsonl")
        #expect(bad.status == 1)
        #expect(bad.error.hasPrefix("tally replay: bad.jsonl:1: "))
        let usage = try await tool.replay("good.jsonl", "--blame", "counter.value", "--print", "states")
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("tally replay: --blame cannot be combined with --print\nusage: tally replay LOG"))
        let help = try await tool.replay("--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: tally replay LOG [--until N] [--verify] [MODE]\n"))
    }
}
