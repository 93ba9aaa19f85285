import ActionLogFixtures
import FluxActionLog
import Foundation
import Testing

/// The history Redux DevTools import: exact bytes for a small session, and the writer's checks.
@Suite struct ReduxDevToolsExportTests {
    static func export(
        _ steps: [InspectorStep], stores: [String] = ["a", "b"], created: String = LogFixture.time,
        initial: [String] = [#"{"n":0}"#, "[]"]
    ) throws -> String {
        try HandMadeSession.written(
            by: { ReduxDevToolsExport(output: $0) }, fileName: "x.jsonl", stores: stores, initial: initial,
            steps: steps, created: created, initialCheck: .matched)
    }

    @Test func theLiftedStateHasInitThenOneActionPerStepWithTheWholeStateAfterIt() throws {
        let steps = [
            HandMadeSession.step(
                1, action: #"{"by":1,"type":"add"}"#, states: [#"{"n":1}"#, "[]"], time: "2026-01-02T03:04:05.623Z"),
            HandMadeSession.step(2, action: #"{"type":"push"}"#, states: [#"{"n":1}"#, #"["x"]"#]),
            HandMadeSession.step(
                3, action: #"{"type":"push"}"#, states: [#"{"n":1}"#, #"["x","y"]"#], time: "2026-01-02T03:04:06Z"),
        ]

        let text = try Self.export(steps)

        #expect(
            text == #"{"committedState":{"a":{"n":0},"b":[]},"computedStates":[{"state":{"a":{"n":0},"b":[]}},"#
                + #"{"state":{"a":{"n":1},"b":[]}},{"state":{"a":{"n":1},"b":["x"]}},{"state":{"a":{"n":1},"b":["x","y"]}}],"#
                + #""actionsById":{"0":{"action":{"type":"@@INIT"},"timestamp":1767323045123,"type":"PERFORM_ACTION"},"#
                + #""1":{"action":{"by":1,"type":"add"},"notation":"add(by: 1)","timestamp":1767323045623,"type":"PERFORM_ACTION"},"#
                + #""2":{"action":{"type":"push"},"notation":"push","timestamp":1767323045623,"type":"PERFORM_ACTION"},"#
                + #""3":{"action":{"type":"push"},"notation":"push","timestamp":1767323046000,"type":"PERFORM_ACTION"}},"#
                + #""currentStateIndex":3,"isLocked":false,"isPaused":false,"monitorState":{},"nextActionId":4,"#
                + #""skippedActionIds":[],"stagedActionIds":[0,1,2,3]}"# + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(
            object?.keys.sorted() == [
                "actionsById", "committedState", "computedStates", "currentStateIndex", "isLocked",
                "isPaused", "monitorState", "nextActionId", "skippedActionIds", "stagedActionIds",
            ])
    }

    /// The import rule of Redux DevTools' `importState`: when the imported object has a
    /// `payload` string, that string is the lifted state as JSON (the DevTools' own export
    /// wraps it so); otherwise the object itself is the lifted state.
    static func imported(_ text: String) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        guard let payload = object?["payload"] as? String else { return object }
        return try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any]
    }

    @Test func theBareFileAndTheDevToolsWrapperImportAsTheSameHistory() throws {
        let steps = [
            HandMadeSession.step(
                1, action: #"{"by":1,"type":"add"}"#, states: [#"{"n":1}"#, "[]"], time: LogFixture.time)
        ]
        let bare = try Self.export(steps)
        let lifted = try #require(try Self.imported(bare))
        let committed = try JSONSerialization.data(withJSONObject: try #require(lifted["committedState"]))
        let wrapper = try JSONSerialization.data(withJSONObject: [
            "payload": bare, "preloadedState": String(decoding: committed, as: UTF8.self),
        ])

        let unwrapped = try #require(try Self.imported(String(decoding: wrapper, as: UTF8.self)))

        let sorted = { (object: [String: Any]) in
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        #expect(try sorted(unwrapped) == sorted(lifted))
        #expect(lifted["payload"] == nil)
        let actions = try #require(lifted["actionsById"] as? [String: [String: Any]])
        #expect(
            actions.values.allSatisfy {
                ($0["action"] as? [String: Any])?["type"] is String && $0["type"] as? String == "PERFORM_ACTION"
            })
        #expect((lifted["computedStates"] as? [Any])?.count == (lifted["stagedActionIds"] as? [Any])?.count)
    }

    @Test func aSessionWithoutActionsIsInitAlone() throws {
        let text = try Self.export([], stores: ["only"], created: "not a time", initial: ["7"])

        #expect(
            text == #"{"committedState":{"only":7},"computedStates":[{"state":{"only":7}}],"actionsById":{"#
                + #""0":{"action":{"type":"@@INIT"},"timestamp":0,"type":"PERFORM_ACTION"}},"currentStateIndex":0,"#
                + #""isLocked":false,"isPaused":false,"monitorState":{},"nextActionId":1,"skippedActionIds":[],"#
                + #""stagedActionIds":[0]}"# + "\n")
    }

    @Test func writerCallsOutOfOrderAreErrors() throws {
        let header = ActionLogHeader(app: LogFixture.app, created: LogFixture.time, stores: ["n"], digest: [:])
        let session = InspectorSession(
            fileName: "x", header: header, initialStates: [Array("0".utf8)], initialCheck: .matched)
        let export = ReduxDevToolsExport { _ in }

        #expect(throws: InspectorError("finish was called without begin, or twice")) {
            try export.finish(truncation: nil)
        }
        #expect(throws: InspectorError("1 initial states for 2 stores")) {
            try export.begin(
                InspectorSession(
                    fileName: "x",
                    header: ActionLogHeader(
                        app: LogFixture.app, created: "", stores: ["a", "b"],
                        digest: [:]),
                    initialStates: [Array("0".utf8)], initialCheck: .matched))
        }
        try export.begin(session)
        #expect(throws: InspectorError("expected seq 1, got 3")) {
            try export.append(HandMadeSession.step(3, action: "{}", states: ["1"]))
        }
        try export.finish(truncation: nil)
        #expect(throws: InspectorError("append was called outside begin...finish")) {
            try export.append(HandMadeSession.step(1, action: "{}", states: ["1"]))
        }
    }
}
