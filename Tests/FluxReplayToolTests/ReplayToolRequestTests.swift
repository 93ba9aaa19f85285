import FluxReplayTool
import Testing

/// The replay tool's modes and the combinations that are legal (``ReplayToolMode``'s table).
@Suite struct ReplayToolRequestTests {
    @Test(arguments: [
        (["a.jsonl"], ReplayToolRequest(path: "a.jsonl", mode: .print(.final))),
        (
            ["a.jsonl", "--print", "states", "--verify", "--until", "4"],
            ReplayToolRequest(path: "a.jsonl", mode: .print(.states), until: 4, verify: true)
        ),
        (["a.jsonl", "--blame", "list.todos"], ReplayToolRequest(path: "a.jsonl", mode: .blame(field: "list.todos"))),
        (
            ["a.jsonl", "--html", "p.html", "--export", "redux-devtools", "e.json", "--force"],
            ReplayToolRequest(path: "a.jsonl", mode: .files(html: "p.html", export: "e.json"), force: true)
        ),
        (
            ["a.jsonl", "--emit-test", "T.swift", "--name", "T"],
            ReplayToolRequest(path: "a.jsonl", mode: .emitTest(path: "T.swift", name: "T"))
        ),
        (
            ["a.jsonl", "--minimize", "m.jsonl", "--emit-test", "T.swift"],
            ReplayToolRequest(
                path: "a.jsonl", mode: .minimize(path: "m.jsonl", emitTest: "T.swift", name: "T"))
        ),
        (
            ["a.jsonl", "--emit-test", "tests/crash-1.swift"],
            ReplayToolRequest(
                path: "a.jsonl", mode: .emitTest(path: "tests/crash-1.swift", name: "ReplayedSessionTests"))
        ),
    ])
    func legalRequestsParse(arguments: [String], expected: ReplayToolRequest) throws {
        #expect(try ReplayToolRequest(parsing: arguments) == expected)
    }

    @Test(arguments: [
        (["a.jsonl", "--blame", "x.y", "--html", "p"], "--html cannot be combined with --blame"),
        (["a.jsonl", "--minimize", "m", "--until", "3"], "--until does not apply to --minimize"),
        (["a.jsonl", "--html", "p", "--verify"], "--verify does not apply to --html"),
        (["a.jsonl", "--force"], "--force does not apply to --print"),
        (["a.jsonl", "--name", "T"], "--name does not apply to --print"),
        (["a.jsonl", "--print", "all"], "--print takes final, states or none, not all"),
        (["a.jsonl", "--until", "x"], "--until takes an action's sequence number, not x"),
        (["a.jsonl", "--export", "p.json"], "--export takes the format redux-devtools, then a file, not p.json"),
        (["a.jsonl", "--verify", "--verify"], "--verify is given twice"),
        (["a.jsonl", "b.jsonl"], "unexpected argument b.jsonl"),
        (["--verify"], "no log given"),
        (["a.jsonl", "--html"], "--html needs a value"),
        (["a.jsonl", "--step"], "unknown option --step"),
    ])
    func illegalRequestsAreNamed(arguments: [String], message: String) {
        #expect(throws: ReplayToolUsageError(message)) { try ReplayToolRequest(parsing: arguments) }
    }
}
