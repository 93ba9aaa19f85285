import ActionLogFixtures
import FluxActionLog
import Testing

/// A line whose arrays and objects nest deeper than the JSON parser reads is reported as what it
/// is, in the header (not "missing header") as in a record (not "not JSON").
@Suite struct ActionLogNestingTests {
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static func headerWith(deep depth: Int) -> String {
        String(LogFixture.header.dropLast()) + #","extra":"# + nested(depth) + "}"
    }

    @Test func aHeaderNestedTooDeeplyIsSaidSo() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("deep.jsonl", lines: [Self.headerWith(deep: 2_000)])

        #expect(throws: ActionLogError(file: path, line: 1, kind: .nestedTooDeeply(limit: 512))) {
            try ActionLogReader<TallyAction>(path: path)
        }
        #expect(
            "\(ActionLogError(file: "deep.jsonl", line: 1, kind: .nestedTooDeeply(limit: 512)))"
                == "deep.jsonl:1: arrays and objects nested deeper than 512 levels")
    }

    @Test func aRecordNestedTooDeeplyIsSaidSoAndShallowerOnesAreNot() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let deep = #"{"seq":1,"action":{"type":"tally.add","amount":1},"extra":"# + Self.nested(2_000) + "}"
        let path = try directory.write("deep.jsonl", lines: [LogFixture.header, deep])
        let reader = try ActionLogReader<TallyAction>(path: path)

        #expect(throws: ActionLogError(file: path, line: 2, kind: .nestedTooDeeply(limit: 512))) {
            try reader.next()
        }
        // Brackets inside a string are not nesting; a line that is not JSON stays "not JSON".
        let text = try directory.write(
            "text.jsonl",
            lines: [LogFixture.header, #"{"seq":1,"action":{"type":"x","t":"# + "\"" + Self.nested(600) + "\"}"])
        #expect(throws: ActionLogError(file: text, line: 2, kind: .notJSON)) {
            try ActionLogReader<TallyAction>(path: text).next()
        }
        let shallowHeader = try directory.write(
            "other.jsonl", lines: [#"{"format":"other","x":"# + Self.nested(10) + "}"])
        #expect(throws: ActionLogError(file: shallowHeader, line: 1, kind: .missingHeader)) {
            try ActionLogReader<TallyAction>(path: shallowHeader)
        }
    }
}
