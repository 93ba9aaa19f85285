import ActionLogFixtures
import FluxActionLog
import Testing

/// `ActionLogBlame`: every action that changed one field, for any app's log (the tally stores
/// here), and `StateFieldPath`'s parsing and errors.
@MainActor @Suite struct ActionLogBlameTests {
    static let actions: [TallyAction] = [
        .add(2), .note("a"), .tag(name: "x", weight: 1.5), .add(0), .reset, .tag(name: "y", weight: nil),
    ]

    /// The changes of `field` in a recorded session of ``actions``.
    static func blame(_ field: String, until: UInt64? = nil) throws -> [String] {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("s.jsonl")
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options())
        let blame = try ActionLogBlame<TallyAction>(path: path) { try TallyStores.replayDispatcher() }
        let field = try StateFieldPath(parsing: field, stores: blame.header.stores)
        var lines: [String] = []
        try blame.run(field, until: until) { lines.append($0.description) }
        return lines
    }

    @Test func everyActionThatChangedTheFieldIsListedWithItsValuesBeforeAndAfter() throws {
        #expect(
            try Self.blame("counter.value") == [
                "seq 1 tally.add: before 0, after 2",
                "seq 5 tally.reset: before 2, after 0",
            ])
        #expect(
            try Self.blame("notes.tag.weight") == [
                "seq 3 notes.tag: before (absent), after 1.5",
                "seq 6 notes.tag: before 1.5, after (absent)",
            ])
        #expect(
            try Self.blame("notes.tag") == [
                #"seq 3 notes.tag: before (absent), after {"name":"x","weight":1.5}"#,
                #"seq 6 notes.tag: before {"name":"x","weight":1.5}, after {"name":"y"}"#,
            ])
        #expect(try Self.blame("notes.recent[0]", until: 4) == [#"seq 2 notes.add: before (absent), after "a""#])
    }

    /// The fields named are those of the first and the last states (the last tag has no weight).
    @Test func aFieldNoStateHasNamesTheFieldsOfItsDeepestExistingPart() throws {
        #expect(throws: ActionLogBlameError.unknownField("notes.tag.wieght", parent: "notes.tag", fields: ["name"])) {
            try Self.blame("notes.tag.wieght")
        }
        #expect(
            throws: ActionLogBlameError.unknownField(
                "counter.nope.deeper", parent: "counter", fields: ["adds", "pending", "value"])
        ) {
            try Self.blame("counter.nope.deeper")
        }
        #expect(throws: ActionLogBlameError.unknownField("notes.recent[3]", parent: "notes.recent", fields: [])) {
            try Self.blame("notes.recent[3]")
        }
        #expect(
            "\(ActionLogBlameError.unknownField("counter.x", parent: "counter", fields: ["adds", "value"]))"
                == "no state of the log has counter.x; the fields of counter are adds, value")
    }

    @Test func aPathIsParsedAgainstTheLogsStoreNames() throws {
        let stores = ["search", "search.extra", "details"]
        #expect(
            try StateFieldPath(parsing: "search.pages[0].movies[12].title", stores: stores)
                == StateFieldPath(
                    store: "search", segments: [.key("pages"), .index(0), .key("movies"), .index(12), .key("title")]))
        #expect(try StateFieldPath(parsing: "search.extra.a", stores: stores).store == "search.extra")
        #expect(try StateFieldPath(parsing: "details", stores: stores).segments == [])
        #expect(
            try StateFieldPath(parsing: "search.pages[0].title", stores: stores).description == "search.pages[0].title")
        #expect(throws: ActionLogBlameError.unknownStore("serch", stores: stores)) {
            try StateFieldPath(parsing: "serch.query", stores: stores)
        }
        for bad in ["search..query", "search.", "search.pages[x]", "search.pages[1", "search[]", "searchy"] {
            #expect(throws: ActionLogBlameError.self, "\(bad)") { try StateFieldPath(parsing: bad, stores: stores) }
        }
        #expect(
            "\(ActionLogBlameError.unknownStore("serch", stores: stores))"
                == #"no store "serch"; the log's stores are search, search.extra, details"#)
    }
}
