import Foundation
import TestSupport
import Testing

/// Every mode of the replay tool on a log whose first action crashes the app (`.add(13)` traps
/// in the tally's reducer, compiled into `tally-replay`, the tool's parent process included): each
/// writes its output for no action, then names the crash at seq 1, and exits with status 3. A
/// reducer run in the parent would end it by the signal instead.
@Suite(.startsProcesses) struct ReplayToolCrashAtFirstActionTests {
    private func withLog(_ body: (TallyReplayTool) async throws -> Void) async throws {
        let tool = try TallyReplayTool()
        defer { tool.remove() }
        try await tool.log("first.jsonl", actions: [TallyReplayTool.add(13), TallyReplayTool.add(2)])
        try await body(tool)
    }

    private func expectCrashAtOne(_ result: ChildProcess.Result, output: String) {
        #expect(!result.signaled)
        #expect(result.status == 3)
        #expect(result.output == output)
        #expect(result.error.hasPrefix(TallyReplayTool.crashLine(1)))
        #expect(result.error.hasSuffix(TallyReplayTool.trap))
    }

    @Test func printFinalWritesTheInitialStates() async throws {
        try await withLog { tool in
            expectCrashAtOne(try await tool.replay("first.jsonl"), output: TallyReplayTool.initialStates + "\n")
            expectCrashAtOne(
                try await tool.replay("first.jsonl", "--verify"), output: TallyReplayTool.initialStates + "\n")
        }
    }

    @Test func printStatesAndNoneWriteNoAction() async throws {
        try await withLog { tool in
            expectCrashAtOne(
                try await tool.replay("first.jsonl", "--print", "states"),
                output: TallyReplayTool.initialStates + "\n")
            expectCrashAtOne(try await tool.replay("first.jsonl", "--print", "none"), output: "")
        }
    }

    @Test func blameListsNoChange() async throws {
        try await withLog { tool in
            expectCrashAtOne(try await tool.replay("first.jsonl", "--blame", "counter.value"), output: "")
        }
    }

    @Test func filesHoldNoAction() async throws {
        try await withLog { tool in
            let result = try await tool.replay(
                "first.jsonl", "--html", "page.html", "--export", "redux-devtools", "export.json")
            expectCrashAtOne(result, output: "wrote page.html\nwrote export.json\n")
            let export = try tool.text("export.json")
            #expect(export.contains("\"actionsById\":{\"0\":"))
            #expect(!export.contains("tally.add"))
            #expect(try tool.text("page.html").contains("first.jsonl"))
        }
    }

    @Test(.tags(.sanitized)) func emitTestWritesARegressionTestOfTheCrash() async throws {
        try await withLog { tool in
            let result = try await tool.replay("first.jsonl", "--emit-test", "FirstTests.swift", "--name", "FirstTests")
            // Its file is its result: status 0, and the crash is named in the output.
            #expect(result.status == 0)
            #expect(result.error == "")
            #expect(result.output == "seq 1 crashes the app: the test expects it not to\nwrote FirstTests.swift\n")
            let test = try tool.text("FirstTests.swift")
            #expect(
                test.contains("// Made by: tally replay first.jsonl --emit-test FirstTests.swift --name FirstTests"))
            #expect(test.contains("store.send(.add(13))"))
            #expect(!test.contains(".add(2)"))
        }
    }

    @Test(.tags(.sanitized)) func minimizeKeepsTheCrashingActionAlone() async throws {
        try await withLog { tool in
            let result = try await tool.replay("first.jsonl", "--minimize", "small.jsonl")
            #expect(result.status == 0)
            #expect(result.output == "wrote small.jsonl\n")
            #expect(result.error.contains("tally replay: minimize: 2 -> 1 actions, "))
            let lines = try tool.text("small.jsonl").split(separator: "\n").dropFirst()
            #expect(Array(lines) == [#"{"seq":1,"action":{"amount":13,"type":"tally.add"}}"#, #"{"done":1}"#])
        }
    }
}
