import ActionLogFixtures
import Flux
import Foundation
import TestSupport
import Testing

@testable import FluxActionLog

/// The inspector page's embedded data: what the page's own logic rebuilds (run by Node, see
/// `PageLogic`) equals what a replay gives, the changes are what `InspectorChanges` promises, and
/// the facts and verdict are the log's.
@MainActor @Suite struct InspectorPageTests {
    /// The page of `path` (replayed into fresh tally stores) and the inspection's summary.
    static func page(
        _ path: String, checkpointEvery: Int = 1_000, reducer: TallyReducer = .correct
    ) throws -> (html: String, summary: ActionLogInspection<TallyAction>.Summary) {
        var bytes: [UInt8] = []
        let page = InspectorPage(checkpointEvery: checkpointEvery) { bytes += $0 }
        let inspection = try ActionLogInspection<TallyAction>(path: path) { try TallyStores.replayDispatcher(reducer) }
        let summary = try inspection.run(into: [page])
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    /// Every store's state after every seq, from a straight replay.
    static func replayedStates(_ path: String, count: Int) throws -> [[ActionLogJSON]] {
        let stores = try TallyStores()
        let replayer = try ActionLogReplayer<TallyAction>(path: path, verify: false) { stores.dispatcher }
        let encoder = CanonicalStateEncoder()
        var all = [try stores.dispatcher.stores.map { try encoder.snapshot(of: $0) }]
        for _ in 0..<count {
            _ = try replayer.step()
            all.append(try stores.dispatcher.stores.map { try encoder.snapshot(of: $0) })
        }
        return all
    }

    @Test(
        .enabled(
            if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH to run the page's logic"))
    func thePagesLogicRebuildsEveryReplayedStateFromItsCheckpointsAndChanges() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("s.jsonl")
        try LogFixture.recordSession(
            LogFixture.randomActions(300, seed: 7), to: path, options: LogFixture.options(digestEvery: 1))

        let (html, _) = try Self.page(path, checkpointEvery: 64)

        #expect(try await PageLogic.states(ofPage: html) == Self.replayedStates(path, count: 300))
    }

    @Test func thePageEmbedsCheckpointsActionsTypesAndTheVerdict() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("s.jsonl")
        let actions = LogFixture.randomActions(300, seed: 7)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options(digestEvery: 1, timestamps: true))

        let (html, summary) = try Self.page(path, checkpointEvery: 64)
        let reader = try InspectorPageReader(html: html)

        #expect(summary.lastSequence == 300 && summary.verifiedDigests == 300)
        #expect(summary.divergence == nil && summary.truncation == nil)
        #expect(reader.count == 300)
        #expect(reader.chunks.count == 5)
        #expect(reader.meta["chunks"] == .array([1, 65, 129, 193, 257].map { .integer($0) }))
        #expect(reader.meta["stores"] == .array(["counter", "summary", "notes"].map { .string($0) }))
        #expect(
            reader.meta["digests"]
                == .object(["recorded": .integer(300), "matched": .integer(300), "initial": .string("matched")]))
        #expect(reader.meta["divergence"] == .null && reader.meta["truncation"] == .null)
        #expect(reader.meta["file"] == .string("s.jsonl") && reader.meta["app"]?["name"] == .string("tally"))
        let types = try (1...300).map { try reader.action($0)["type"] }
        guard case .array(let names)? = reader.meta["types"], case .array(let indices)? = reader.meta["type"] else {
            Issue.record("no types in the meta")
            return
        }
        #expect(indices.map { names[InspectorPageReader.int($0) ?? 0] } == types.map { $0 ?? .null })
        #expect(
            try reader.action(1)
                == ActionLogJSON(parsing: Array(ActionLogReplayer<TallyAction>.describe(actions[0]).utf8)))
    }

    /// A list store and a detail store: a page of two items loaded, one opened, renamed, the
    /// list cut, then both cleared.
    static func referencesPage() throws -> String {
        let item = #"{"id":1,"title":"A long enough title to be worth a reference, really"}"#
        let other = #"{"id":2,"title":"Another long title, long enough to be worth a reference"}"#
        let load = #"{"items":[\#(item),\#(other)],"type":"load"}"#
        let steps = [
            HandMadeSession.step(1, action: load, states: [#"{"items":[\#(item),\#(other)]}"#, #"{"item":null}"#]),
            HandMadeSession.step(
                2, action: #"{"index":1,"type":"open"}"#,
                states: [#"{"items":[\#(item),\#(other)]}"#, #"{"item":\#(other)}"#]),
            HandMadeSession.step(
                3, action: #"{"type":"rename"}"#,
                states: [#"{"items":[\#(item),\#(other)]}"#, #"{"item":{"id":2,"title":"B"}}"#]),
            HandMadeSession.step(
                4, action: #"{"type":"drop"}"#, states: [#"{"items":[\#(item)]}"#, #"{"item":{"id":2,"title":"B"}}"#]),
            HandMadeSession.step(5, action: #"{"type":"clear"}"#, states: [#"{"items":[]}"#, #"{}"#]),
        ]
        return try HandMadeSession.page(
            stores: ["list", "detail"], initial: [#"{"items":[]}"#, #"{"item":null}"#], steps: steps)
    }

    @Test func aValueTheActionOrAnEarlierStateHoldsIsEmbeddedAsAReference() throws {
        let reader = try InspectorPageReader(html: try Self.referencesPage())

        #expect(try reader.changes(1).text == #"[[0,["items"],0,["items"]]]"#)
        #expect(try reader.changes(2).text == #"[[1,["item"],1,0,["items",1]]]"#)
        #expect(try reader.changes(3).text == #"[[1,["item","title"],"B"]]"#)
        #expect(try reader.changes(4).text == #"[[0,["items",1]]]"#)
        // The whole (empty) state is shorter than a removal:
        #expect(try reader.changes(5).text == #"[[0,["items",0]],[1,[],{}]]"#)
    }

    /// A search store whose new search keeps the old list aside: a new object holding the old
    /// pages under a new key.
    static func replacedListPage() throws -> (html: String, after: String) {
        let pages =
            #"[{"id":1,"title":"A long enough title to be worth a reference"},"#
            + #"{"id":2,"title":"Another title, long enough to be worth a reference"}]"#
        let after = #"{"pages":[],"query":"b","replaced":{"currentPage":1,"pages":\#(pages)}}"#
        let html = try HandMadeSession.page(
            stores: ["search"], initial: [#"{"pages":\#(pages),"query":"a","replaced":null}"#],
            steps: [HandMadeSession.step(1, action: #"{"query":"b","type":"submitted"}"#, states: [after])])
        return (html, after)
    }

    @Test func aNewObjectHoldingAnEarlierValueIsBuiltWithAReferenceToIt() throws {
        let reader = try InspectorPageReader(html: try Self.replacedListPage().html)

        #expect(
            try reader.changes(1).text
                == #"[[0,["pages",0]],[0,["query"],"b"],[0,["replaced"],{}],[0,["replaced","currentPage"],1],"#
                + #"[0,["replaced","pages"],1,0,["pages"]]]"#)
    }

    @Test(
        .enabled(
            if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH to run the page's logic"))
    func thePagesLogicFollowsTheReferences() async throws {
        let replaced = try Self.replacedListPage()
        #expect(
            try await PageLogic.states(ofPage: replaced.html).last == [
                try ActionLogJSON(parsing: Array(replaced.after.utf8))
            ]
        )

        let states = try await PageLogic.states(ofPage: try Self.referencesPage()).map { $0.map(\.text) }

        #expect(states.count == 6)
        #expect(states[2][1] == #"{"item":{"id":2,"title":"Another long title, long enough to be worth a reference"}}"#)
        #expect(states[3][1] == #"{"item":{"id":2,"title":"B"}}"#)
        #expect(states[4][0].hasPrefix(#"{"items":[{"id":1,"#) && !states[4][0].contains(#""id":2"#))
        #expect(states[5] == [#"{"items":[]}"#, "{}"])
    }

    @Test func timesAreDeltasFromTheHeaderAndAnActionWithoutATimeHasNone() throws {
        let steps = [
            HandMadeSession.step(1, action: #"{"type":"a"}"#, states: ["1"], time: "2026-01-02T03:04:05.623Z"),
            HandMadeSession.step(2, action: #"{"type":"b"}"#, states: ["2"]),
            HandMadeSession.step(3, action: #"{"type":"a"}"#, states: ["3"], time: "yesterday"),
            HandMadeSession.step(4, action: #"{"kind":"no type"}"#, states: ["4"], time: "2026-01-02T03:04:07Z"),
        ]

        let reader = try InspectorPageReader(
            html: try HandMadeSession.page(stores: ["n"], initial: ["0"], steps: steps))

        #expect(reader.meta["t0"] == .integer(1_767_323_045_123))
        #expect(reader.meta["dt"]?.text == "[500,null,null,1377]")
        #expect(reader.meta["types"]?.text == #"["a","b","(no type)"]"#)
        #expect(reader.meta["type"]?.text == "[0,1,0,2]")
        #expect(reader.meta["digests"]?.text == #"{"initial":"notRecorded","matched":0,"recorded":0}"#)
    }

    @Test func writerCallsOutOfOrderAreErrors() throws {
        let header = ActionLogHeader(app: LogFixture.app, created: LogFixture.time, stores: ["n"], digest: [:])
        let session = InspectorSession(
            fileName: "x", header: header, initialStates: [Array("0".utf8)], initialCheck: .matched)
        let page = InspectorPage { _ in }

        #expect(throws: InspectorError("append was called outside begin...finish")) {
            try page.append(HandMadeSession.step(1, action: "{}", states: ["1"]))
        }
        try page.begin(session)
        #expect(throws: InspectorError("begin was called twice")) { try page.begin(session) }
        #expect(throws: InspectorError("expected seq 1, got 2")) {
            try page.append(HandMadeSession.step(2, action: "{}", states: ["1"]))
        }
        #expect(throws: InspectorError("seq 1 has 2 states for 1 stores")) {
            try page.append(HandMadeSession.step(1, action: "{}", states: ["1", "2"]))
        }
        #expect(throws: InspectorError("the state of store \"n\" after seq 1 is not JSON")) {
            try page.append(HandMadeSession.step(1, action: "{}", states: ["{nope"]))
        }
    }
}
