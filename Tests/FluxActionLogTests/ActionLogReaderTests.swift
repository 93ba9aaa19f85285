import ActionLogFixtures
import Flux
import Foundation
import Testing

@testable import FluxActionLog

@MainActor
@Suite struct ActionLogReaderTests {
    nonisolated static let add1 = LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#)
    nonisolated static let truncatedText =
        "truncated last line (no newline at the end: the recording was interrupted mid-write); "
        + "every line before it is complete"

    /// The error reading a log made of the header, one good record, then `line` (line 3).
    func errorOnThirdLine(_ line: String) throws -> String {
        try error(lines: [LogFixture.header, Self.add1, line])
    }

    func error(lines: [String]) throws -> String {
        let directory = try LogDirectory()
        defer { directory.remove() }
        return try error(path: directory.write("bad.jsonl", lines: lines))
    }

    func error(path: String) throws -> String {
        do {
            let reader = try ActionLogReader<TallyAction>(path: path)
            while try reader.next() != nil {}
        } catch let error as ActionLogError {
            return "\(error)".replacingOccurrences(of: path, with: "bad.jsonl")
        }
        return "no error"
    }

    @Test func readsTheHeaderAndEveryRecordInOrder() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "good.jsonl",
            lines: [
                LogFixture.header, Self.add1,
                #"{"seq":2,"action":{"name":"x","type":"notes.tag"},"digest":{"counter":"1"},"time":"t"}"#,
                #"{"seq":3,"action":{"type":"tally.reset"},"states":{"counter":{"a":[1,2.5,null,true]}}}"# + "\r",
            ])
        let reader = try ActionLogReader<TallyAction>(path: path, chunkSize: 7, maximumLineLength: 1000)

        #expect(
            reader.header
                == ActionLogHeader(
                    version: 1, app: LogFixture.app, created: LogFixture.time, stores: ["counter", "summary", "notes"],
                    digest: ["counter": "61530ab4f577b52f", "summary": "faa8ed7f47af6d9b", "notes": "7c68775381742cd7"])
        )
        let first = try #require(try reader.next())
        #expect(first.sequence == 1 && first.action == .add(1) && first.line == 2)
        #expect(first.digest == nil && first.states == nil && first.time == nil)
        let second = try #require(try reader.next())
        #expect(
            second.action == .tag(name: "x", weight: nil) && second.digest == ["counter": "1"] && second.time == "t")
        let third = try #require(try reader.next())
        #expect(third.action == .reset && third.line == 4)
        #expect(third.states == ["counter": .object(["a": .array([.integer(1), .number(2.5), .null, .bool(true)])])])
        #expect(try reader.next() == nil)
        #expect(reader.bytesRead == reader.fileSize)
    }

    @Test func aMissingFileIsReportedWithTheSystemReason() throws {
        #expect(try error(path: "/nonexistent/bad.jsonl") == "bad.jsonl: cannot open: No such file or directory")
    }

    @Test func anEmptyFileHasNoHeader() throws {
        #expect(try error(lines: []) == "bad.jsonl: empty log: the header line is missing")
    }

    @Test(arguments: [
        Self.add1, "not json", "[1,2]", "", #"{"format":"other-log","version":1}"#, #"{"version":1}"#,
    ])
    func aFirstLineThatIsNotAHeaderIsAMissingHeader(first: String) throws {
        #expect(
            try error(lines: [first, Self.add1])
                == #"bad.jsonl:1: missing header: the first line must be {"format":"flux-action-log",...}"#)
    }

    @Test func aNewerFormatVersionIsRefusedBeforeAnythingElseIsRead() throws {
        let header = #"{"format":"flux-action-log","version":3,"layout":"new"}"#
        #expect(
            try error(lines: [header, "whatever"])
                == "bad.jsonl:1: format version 3 is newer than this build understands (2); replay it with a newer build"
        )
        #expect(
            try error(lines: [#"{"format":"flux-action-log","version":0}"#]) == "bad.jsonl:1: invalid format version 0")
        let fractionalVersion = LogFixture.header.replacingOccurrences(of: #""version":1,"#, with: #""version":1.5,"#)
        #expect(
            try error(lines: [fractionalVersion])
                == "bad.jsonl:1: a number does not fit its field (a fraction, a negative or a too large number)")
    }

    @Test func aHeaderWithoutARequiredFieldNamesIt() throws {
        let noStores = LogFixture.header.replacingOccurrences(of: #""stores":["counter","summary","notes"],"#, with: "")
        #expect(try error(lines: [noStores]) == #"bad.jsonl:1: missing field "stores""#)
        let noAppName = LogFixture.header.replacingOccurrences(of: #""name":"tally","#, with: "")
        #expect(try error(lines: [noAppName]) == #"bad.jsonl:1: missing field "app.name""#)
    }

    @Test func aHeaderWithoutItsNewlineIsATruncatedFirstLine() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("bad.jsonl", text: LogFixture.header)
        #expect(try error(path: path) == "bad.jsonl:1: " + Self.truncatedText)
    }

    @Test(arguments: [
        ("{\"seq\":2,", "bad.jsonl:3: not JSON"),
        ("\u{FF}\u{FE}", "bad.jsonl:3: not JSON"),
        ("{\"seq\":2,\"action\":{\"type\":\"tally.add\u{01}\",\"amount\":1}}", "bad.jsonl:3: not JSON"),
        (
            #"{"seq":18446744073709551616,"action":{"type":"tally.reset"}}"#,
            #"bad.jsonl:3: invalid value in field "seq": too large: at most 9007199254740992"#
        ),
        ("[2]", "bad.jsonl:3: not a JSON object"),
        ("42", "bad.jsonl:3: not a JSON object"),
        ("", "bad.jsonl:3: empty line"),
        (
            #"{"seq":2,"action":{"type":"tally.sumbit","amount":1}}"#,
            #"bad.jsonl:3: unknown action type "tally.sumbit""#
        ),
        (#"{"seq":2,"action":{"type":"tally.add"}}"#, #"bad.jsonl:3: missing field "action.amount""#),
        (#"{"action":{"type":"tally.add","amount":1}}"#, #"bad.jsonl:3: missing field "seq""#),
        (#"{"seq":2}"#, #"bad.jsonl:3: missing field "action""#),
        (#"{"seq":2,"action":{"amount":1}}"#, #"bad.jsonl:3: missing field "action.type""#),
        (
            #"{"seq":2,"action":{"type":"tally.add","amount":"3"}}"#,
            #"bad.jsonl:3: field "action.amount" must be an integer"#
        ),
        (#"{"seq":2,"action":"tally.add"}"#, #"bad.jsonl:3: field "action" must be an object"#),
        (#"{"seq":2,"action":{"type":7}}"#, #"bad.jsonl:3: field "action.type" must be a string"#),
        (#"{"seq":"2","action":{"type":"tally.reset"}}"#, #"bad.jsonl:3: field "seq" must be a number"#),
        (#"{"seq":2,"action":{"type":"tally.add","amount":null}}"#, #"bad.jsonl:3: field "action.amount" is null"#),
        (
            #"{"seq":2,"action":{"type":"tally.reset"},"digest":{"counter":1}}"#,
            #"bad.jsonl:3: field "digest.counter" must be a string"#
        ),
        (
            #"{"seq":2,"action":{"type":"tally.add","amount":1.5}}"#,
            "bad.jsonl:3: number 1.5 does not fit its field (a fraction, a negative or a too large number)"
        ),
        (
            #"{"seq":2,"action":{"type":"tally.add","amount":99999999999999999999}}"#,
            "bad.jsonl:3: number 99999999999999999999 does not fit its field (a fraction, a negative or a too large number)"
        ),
        (
            #"{"seq":-1,"action":{"type":"tally.reset"}}"#,
            #"bad.jsonl:3: invalid value in field "seq": expected a whole number >= 1, found -1"#
        ),
        (
            #"{"seq":2.5,"action":{"type":"tally.reset"}}"#,
            #"bad.jsonl:3: invalid value in field "seq": expected a whole number >= 1, found 2.5"#
        ),
        (#"{"seq":3,"action":{"type":"tally.reset"}}"#, "bad.jsonl:3: sequence gap: expected seq 2, found 3"),
        (#"{"seq":1,"action":{"type":"tally.reset"}}"#, "bad.jsonl:3: sequence gap: expected seq 2, found 1"),
    ])
    func aBadRecordLineIsReportedWithItsLineNumberAndWhatIsWrong(line: String, expected: String) throws {
        #expect(try errorOnThirdLine(line) == expected)
    }

    @Test func aTruncatedLastLineIsReportedAfterEveryCompleteRecord() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let text =
            [LogFixture.header, Self.add1, LogFixture.record(2, #"{"type":"tally.reset"}"#)]
            .map { $0 + "\n" }.joined() + #"{"seq":3,"action":{"amou"#
        let path = try directory.write("cut.jsonl", text: text)
        let reader = try ActionLogReader<TallyAction>(path: path)

        #expect(try reader.next()?.action == .add(1))
        #expect(try reader.next()?.action == .reset)
        let expected = ActionLogError(file: path, line: 4, kind: .truncatedLastLine)
        #expect(throws: expected) { try reader.next() }
        #expect(throws: expected) { try reader.next() }  // the reader stays failed
        #expect(expected.isTruncatedLastLine)
        #expect("\(expected)" == "\(path):4: " + Self.truncatedText)
    }

    @Test func aCompleteJSONLineWithoutItsNewlineIsStillTruncated() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("cut.jsonl", text: LogFixture.header + "\n" + Self.add1)
        #expect(try error(path: path) == "bad.jsonl:2: " + Self.truncatedText)
    }

    @Test func anOverlongLineIsRefusedWithoutReadingItAll() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write("long.jsonl", lines: [LogFixture.header, String(repeating: "x", count: 5000)])
        let reader = try ActionLogReader<TallyAction>(path: path, chunkSize: 64, maximumLineLength: 1000)

        #expect(throws: ActionLogError(file: path, line: 2, kind: .lineTooLong(limit: 1000))) { try reader.next() }
        #expect(
            "\(ActionLogError(file: "a.jsonl", line: 2, kind: .lineTooLong(limit: 1000)))"
                == "a.jsonl:2: line longer than 1000 bytes")
    }

    @Test func linesAcrossChunkBoundariesAreReadWhole() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let actions = LogFixture.randomActions(300, seed: 3)
        let path = directory.path("random.jsonl")
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options(digestEvery: 7, timestamps: true))
        for chunkSize in [2, 5, 64, 1 << 16] {
            let reader = try ActionLogReader<TallyAction>(path: path, chunkSize: chunkSize, maximumLineLength: 1 << 20)
            var read: [TallyAction] = []
            while let record = try reader.next() { read.append(record.action) }
            #expect(read == actions, "chunk size \(chunkSize)")
        }
    }
}
