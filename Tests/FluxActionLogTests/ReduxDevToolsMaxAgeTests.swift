import ActionLogFixtures
import FluxActionLog
import Foundation
import Testing

/// `ReduxDevToolsExport(maxAge:)`: only the last actions, as the DevTools' own `maxAge` keeps
/// them, with @@INIT saying what was left out; the same bytes whether the writer knows the end
/// of the replay beforehand (it writes as it goes) or not (it keeps the last steps).
@Suite struct ReduxDevToolsMaxAgeTests {
    static let steps = (1...5).map { sequence in
        HandMadeSession.step(
            UInt64(sequence), action: #"{"type":"add"}"#, states: [#"{"n":\#(sequence)}"#],
            time: "2026-01-02T03:04:0\(sequence).000Z")
    }

    static func export(maxAge: Int?, lastSequence: UInt64?, steps: [InspectorStep] = steps) throws -> String {
        try HandMadeSession.written(
            by: { ReduxDevToolsExport(maxAge: maxAge, output: $0) }, fileName: "x.jsonl", stores: ["a"],
            initial: [#"{"n":0}"#], steps: steps, lastSequence: lastSequence)
    }

    @Test func theLastActionsOnlyWithTheStateAfterTheLastOneLeftOutAsInit() throws {
        let expected =
            #"{"committedState":{"a":{"n":3}},"computedStates":[{"state":{"a":{"n":3}}},{"state":{"a":{"n":4}}},"#
            + #"{"state":{"a":{"n":5}}}],"actionsById":{"0":{"action":{"note":"seq 1 to 3 are left out; this is "#
            + #"the state after seq 3","type":"@@INIT"},"timestamp":1767323043000,"type":"PERFORM_ACTION"},"#
            + #""4":{"action":{"type":"add"},"notation":"add","timestamp":1767323044000,"type":"PERFORM_ACTION"},"#
            + #""5":{"action":{"type":"add"},"notation":"add","timestamp":1767323045000,"type":"PERFORM_ACTION"}},"#
            + #""currentStateIndex":2,"isLocked":false,"isPaused":false,"monitorState":{},"nextActionId":6,"#
            + #""skippedActionIds":[],"stagedActionIds":[0,4,5]}"# + "\n"

        #expect(try Self.export(maxAge: 2, lastSequence: 5) == expected)
        #expect(try Self.export(maxAge: 2, lastSequence: nil) == expected)
        let lifted = try #require(try ReduxDevToolsExportTests.imported(expected))
        #expect((lifted["computedStates"] as? [Any])?.count == (lifted["stagedActionIds"] as? [Any])?.count)
    }

    @Test func aMaxAgeAtLeastTheActionsLeavesNothingOut() throws {
        let all = try Self.export(maxAge: nil, lastSequence: nil)

        #expect(try Self.export(maxAge: 5, lastSequence: 5) == all)
        #expect(try Self.export(maxAge: 1_000, lastSequence: nil) == all)
        #expect(all.contains(#""stagedActionIds":[0,1,2,3,4,5]}"#))
        #expect(all.contains(#""0":{"action":{"type":"@@INIT"},"#))
    }

    @Test func aReplayEndingBeforeItsExpectedEndStillGivesAWholeHistory() throws {
        // The writer expected 5 actions and was given 2 (a truncated last line, say): both are
        // before the window, so the history is their final state alone.
        let text = try Self.export(maxAge: 2, lastSequence: 5, steps: Array(Self.steps.prefix(2)))

        #expect(
            text
                == #"{"committedState":{"a":{"n":2}},"computedStates":[{"state":{"a":{"n":2}}}],"actionsById":{"#
                + #""0":{"action":{"note":"seq 1 to 2 are left out; this is the state after seq 2","type":"@@INIT"},"#
                + #""timestamp":1767323042000,"type":"PERFORM_ACTION"}},"currentStateIndex":0,"isLocked":false,"#
                + #""isPaused":false,"monitorState":{},"nextActionId":3,"skippedActionIds":[],"stagedActionIds":[0]}"#
                + "\n")
    }
}
