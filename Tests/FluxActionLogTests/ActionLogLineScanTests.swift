import ActionLogFixtures
import Foundation
import Testing

@testable import FluxActionLog

/// `ActionLogLineScan` reads a record line's fields and its action's type from the bytes only
/// when the decoder would read the same; every other line is left to the decoder.
@Suite struct ActionLogLineScanTests {
    /// Lines the scan vouches for, each with the decoder's reading.
    @Test(arguments: [
        #"{"seq":1,"action":{"amount":1,"type":"tally.add"},"time":"2026-01-02T03:04:05.123Z"}"#,
        #"{"seq":12,"action":{"type":"tally.reset"}}"#,
        #"{"seq":9007199254740992,"action":{"type":"tally.reset"},"cause":0}"#,
        #"{ "seq" : 3 , "action" : { "type" : "tally.request" , "id" : 4 } , "time" : 7 , "cause" : 2 }"#,
        #"{"seq":4,"action":{"name":"a \"b\" {c}","type":"notes.tag"},"extra":[1,{"x":"}"}]}"#,
        #"{"seq":5,"action":{"type":7}}"#,
        #"{"seq":6,"action":"tally.add"}"#,
        #"{"seq":7,"action":{"amount":1}}"#,
    ])
    func theScanReadsWhatTheDecoderReads(line: String) throws {
        let data = Data(line.utf8)
        let scan = ActionLogLineScan(line: data)
        let fields = try #require(scan.fields)
        let decoded = try JSONDecoder().decode(ScannedFields.self, from: data)
        #expect(fields.sequence == decoded.sequence && fields.time == decoded.time && fields.cause == decoded.cause)
        let type = try JSONDecoder().decode(ActionTypeLine.self, from: data).type
        #expect(scan.actionType == type.map { .name($0) } ?? ActionLogLineType.none)
    }

    /// Lines whose fields or type could read otherwise to a decoder are left to it.
    @Test(arguments: [
        (#"{"seq":1.0,"action":{"type":"tally.reset"}}"#, ActionLogLineType.name("tally.reset")),
        (#"{"seq":0,"action":{"type":"tally.reset"}}"#, .name("tally.reset")),
        (#"{"seq":01,"action":{"type":"tally.reset"}}"#, .name("tally.reset")),
        (#"{"seq":9007199254740993,"action":{"type":"tally.reset"}}"#, .name("tally.reset")),
        (#"{"seq":1,"seq":2,"action":{"type":"tally.reset"}}"#, .name("tally.reset")),
        (#"{"seq":1,"action":{"type":"tally.reset"},"cause":null}"#, .name("tally.reset")),
        (#"{"seq":1,"action":{"type":"tally.reset"},"time":"a\nb"}"#, .name("tally.reset")),
        (#"{"seq":1,"action":{"type":"tally.reset"},"time":"é"}"#, .name("tally.reset")),
        (#"{"seq":1,"action":{"type":"tally.reset"},"digest":{"counter":"1"}}"#, .name("tally.reset")),
        (#"{"seq":1,"action":{"type":"tally.reset"},"\u0061ction":{"type":"tally.add"}}"#, .unsure),
        (#"{"seq":1,"action":{"type":"tally.reset"},"action":{"type":"tally.add"}}"#, .unsure),
        (#"{"seq":1,"action":{"type":"tally.reset"}"#, .unsure),
        (#"[{"seq":1,"action":{"type":"tally.reset"}}]"#, .unsure),
    ])
    func unusualLinesAreLeftToTheDecoder(line: String, type: ActionLogLineType) {
        let scan = ActionLogLineScan(line: Data(line.utf8))
        #expect(scan.fields == nil)
        #expect(scan.actionType == type)
    }

    /// A type that could read otherwise is left to the decoder; the fields are still read.
    @Test(arguments: [
        #"{"seq":1,"action":{"type":"tally.re\u0073et"}}"#,
        #"{"seq":1,"action":{"\u0074ype":"tally.reset"}}"#,
        #"{"seq":1,"action":{"type":"tally.reset","type":"tally.add"}}"#,
        #"{"seq":1,"action":{"type":"tally.réset"}}"#,
    ])
    func anUnclearTypeIsLeftToTheDecoder(line: String) throws {
        let scan = ActionLogLineScan(line: Data(line.utf8))
        #expect(scan.actionType == .unsure)
        #expect(try #require(scan.fields).sequence == 1)
    }

    /// The action is decoded from its own bytes only when nothing else in the line could make
    /// the decoder read it otherwise.
    @Test(arguments: [
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"},"time":"t","cause":2} "#, true),
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"}}"#, true),
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"},"time":tru}"#, false),
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"},"other":[}"#, false),
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"}}x"#, false),
        (#"{"seq":1,"action":{"amount":1,"type":"tally.add"}}{}"#, false),
        (#"{"seq":1.0,"action":{"amount":1,"type":"tally.add"}}"#, false),
        (#"{"seq":1,"action":"tally.add"}"#, false),
    ])
    func theActionAloneIsDecodedOnlyWhenTheRestIsChecked(line: String, alone: Bool) throws {
        let data = Data(line.utf8)
        let scan = ActionLogLineScan(line: data)
        #expect((scan.action != nil) == alone)
        if let range = scan.action {
            #expect(try JSONDecoder().decode(TallyAction.self, from: data[range]) == .add(1))
        }
    }

    @Test func aLongActionIsDecodedWithItsLine() {
        let name = String(repeating: "n", count: ActionLogLineScan.longestSoleAction)
        let line = #"{"seq":1,"action":{"name":"\#(name)","type":"notes.tag"}}"#
        let scan = ActionLogLineScan(line: Data(line.utf8))
        #expect(scan.fields != nil && scan.action == nil && scan.actionType == .name("notes.tag"))
    }

    @Test func wholeNumbersArePlainDigitsWithinUInt64() {
        #expect(ActionLogLineScan.wholeNumber(Array("0".utf8)) == 0)
        #expect(ActionLogLineScan.wholeNumber(Array("18446744073709551615".utf8)) == .max)
        for text in ["", "01", "-1", "1.0", "1e2", "18446744073709551616", "18446744073709551619", "+1"] {
            #expect(ActionLogLineScan.wholeNumber(Array(text.utf8)) == nil, "\(text)")
        }
    }
}

/// The fields a record line's decoder reads, as ``ActionLogRecordLine`` reads them.
private struct ScannedFields: Decodable {
    let sequence: UInt64
    let time: String?
    let cause: UInt64?

    private enum Key: String, CodingKey { case seq, time, cause }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        sequence = try container.decode(UInt64.self, forKey: .seq)
        time = container.contains(.time) ? try? container.decode(String.self, forKey: .time) : nil
        cause = try container.decodeIfPresent(UInt64.self, forKey: .cause)
    }
}
