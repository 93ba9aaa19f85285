import ActionLogFixtures
import Flux
import Foundation
import Testing

@testable import FluxActionLog

/// `ActionLogInspection`: digests checked as `--verify` checks them, but a divergence is marked
/// rather than fatal; a truncated last line ends the session; bad logs throw.
@MainActor @Suite struct ActionLogInspectionTests {
    /// Records what the writers are told.
    final class Recorder: InspectorWriter {
        var session: InspectorSession?
        var steps: [InspectorStep] = []
        var truncation: ActionLogError??

        func begin(_ session: InspectorSession) throws { self.session = session }
        func append(_ step: InspectorStep) throws { steps.append(step) }
        func finish(truncation: ActionLogError?) throws { self.truncation = .some(truncation) }
    }

    @Test func aDivergenceIsMarkedAtItsActionAndTheReplayGoesOn() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("s.jsonl")
        try LogFixture.recordSession(
            [.add(1), .add(7), .add(2), .note("x")], to: path, options: LogFixture.options(digestEvery: 1))
        let recorder = Recorder()

        let inspection = try ActionLogInspection<TallyAction>(path: path) {
            try TallyStores.replayDispatcher(.addsEightForSeven)
        }
        let summary = try inspection.run(into: [recorder])

        let verifying = try ActionLogReplayer<TallyAction>(path: path, verify: true) {
            try TallyStores.replayDispatcher(.addsEightForSeven)
        }
        let thrown = #expect(throws: ActionLogError.self) { try verifying.run() }
        #expect(summary.divergence == thrown)
        #expect(summary.divergence?.line == 4 && summary.lastSequence == 4 && summary.verifiedDigests == 1)
        #expect(recorder.session?.initialCheck == .matched && recorder.session?.fileName == "s.jsonl")
        let checks = recorder.steps.map(\.check)
        #expect(checks.count == 4 && checks[0] == .matched && checks[2] == .notChecked && checks[3] == .notChecked)
        guard case .diverged(let stores) = checks[1] else {
            Issue.record("seq 2 is not the divergence: \(checks[1])")
            return
        }
        #expect(stores.map(\.store) == ["counter", "summary"])
        #expect(
            recorder.steps.map { String(decoding: $0.states[0], as: UTF8.self) }.last
                == #"{"adds":3,"pending":[],"value":11}"#)
        #expect(recorder.truncation == .some(nil))
    }

    @Test func aTruncatedLastLineEndsTheSessionAndIsReported() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "cut.jsonl",
            text: LogFixture.header + "\n" + LogFixture.record(1, #"{"amount":2,"type":"tally.add"}"#)
                + "\n" + #"{"seq":2,"action":{"amo"#)
        let recorder = Recorder()

        let summary = try ActionLogInspection<TallyAction>(path: path) { try TallyStores.replayDispatcher() }.run(
            into: [recorder])

        #expect(
            summary.truncation?.description
                == "\(path):3: truncated last line (no newline at the end: the recording was "
                + "interrupted mid-write); every line before it is complete")
        #expect(
            recorder.truncation == .some(summary.truncation) && recorder.steps.count == 1 && summary.lastSequence == 1)
        #expect(recorder.steps.first?.check == .notRecorded && recorder.steps.first?.time == nil)
    }

    @Test func badLinesAndOtherStoresAreThrownAsReplayThrowsThem() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let bad = try directory.write(
            "bad.jsonl", lines: [LogFixture.header, LogFixture.record(1, #"{"type":"tally.sub"}"#)])
        let other = try directory.write(
            "other.jsonl", lines: [LogFixture.header.replacingOccurrences(of: "\"notes\"]", with: "\"memo\"]")])

        let unknown = #expect(throws: ActionLogError.self) {
            try ActionLogInspection<TallyAction>(path: bad) { try TallyStores.replayDispatcher() }.run(into: [
                Recorder()
            ])
        }
        let stores = #expect(throws: ActionLogError.self) {
            try ActionLogInspection<TallyAction>(path: other) { try TallyStores.replayDispatcher() }.run(into: [
                Recorder()
            ])
        }

        #expect(unknown?.description == "\(bad):2: unknown action type \"tally.sub\"")
        #expect(
            stores?.description == "\(other):1: the log was recorded with stores [\"counter\", \"summary\", \"memo\"] "
                + "but the replay has [\"counter\", \"summary\", \"notes\"]")
    }

    @Test func logTimesAreParsedToMillisecondsAndAnythingElseIsRefused() {
        #expect(ActionLogTimestamp.milliseconds(parsing: "2026-01-02T03:04:05.123Z") == 1_767_323_045_123)
        #expect(ActionLogTimestamp.milliseconds(parsing: "1970-01-01T00:00:00Z") == 0)
        #expect(ActionLogTimestamp.milliseconds(parsing: "1969-12-31T23:59:59.5Z") == -500)
        #expect(ActionLogTimestamp.milliseconds(parsing: "2024-02-29T12:00:00.000000001Z") == 1_709_208_000_000)
        for text in [
            "", "2026-01-02 03:04:05Z", "2026-13-02T03:04:05Z", "2026-01-02T03:04:05.Z", "2026-01-02T03:04:05+01:00",
            "2026-01-02T24:00:00Z", "yesterday",
        ] {
            #expect(ActionLogTimestamp.milliseconds(parsing: text) == nil, "\(text)")
        }
        for milliseconds: Int64 in [0, 1_767_323_045_123, -86_400_001, 253_402_300_799_999] {
            #expect(
                ActionLogTimestamp.milliseconds(parsing: ActionLogTimestamp.format(millisecondsSince1970: milliseconds))
                    == milliseconds)
        }
    }

    @Test func theTreeParserReadsWhatJSONDecoderReads() throws {
        let documents = [
            #"{"a":[1,-2,3.5,1e3,-0.25,9007199254740993,12345678901234567890],"b":{"c":null,"d":true,"e":false},"s":"q\"\\\/\b\f\n\r\t"}"#,
            #"  ["\u00e9\u2028\ud83d\ude00", "", {}, [], "é✓😀"]  "#, "17", #""x""#, "null",
            "[-0, -0.0, 1.5e2, 1E2, 1e+2, 1e-2, 0.1e1, 1e-400]",
            "[9223372036854775807, 9223372036854775808, -9223372036854775808]",
            "\u{FEFF}[1]", #"{"a":1,"a":2}"#, "\"\u{7F}\"", "[ 1 ,\n\r\t2 ]",
            String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        ]
        for document in documents {
            let expected = try JSONDecoder().decode(ActionLogJSON.self, from: Data(document.utf8))
            #expect(try JSONTreeParser.parse(Array(document.utf8)) == expected, "\(document)")
        }
        let bad = [
            "", "{", #"{"a"}"#, "[1,,]", "01x", #""\x""#, "tru", "[1] 2", "\"a\u{1}\"", #""\ud83d"#, "01", "-01", "00",
            "+1", ".5", "1.", "-", "1.0e", "1e", "1e400", #""\ud800""#, #""\ud800\u0041""#, #""\udc00""#,
            "\u{B}1", "[1,\u{C}2]", String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
        ]
        let badUTF8: [[UInt8]] = [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]]
        for text in bad.map({ Array($0.utf8) }) + badUTF8 {
            #expect(throws: (any Error).self) { try JSONDecoder().decode(ActionLogJSON.self, from: Data(text)) }
            #expect(throws: JSONTreeParser.Failure.self, "\(text)") { try JSONTreeParser.parse(text) }
        }
        // JSONDecoder lets a trailing comma pass; it is not JSON.
        for text in ["[1,]", #"{"a":1,}"#] {
            #expect(throws: JSONTreeParser.Failure.self, "\(text)") { try JSONTreeParser.parse(Array(text.utf8)) }
        }
    }
}
