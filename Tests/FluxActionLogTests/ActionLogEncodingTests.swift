import ActionLogFixtures
import Flux
import Foundation
import Testing

@testable import FluxActionLog

@MainActor
@Suite struct ActionLogEncodingTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func fnv1aMatchesThePublishedValues(input: String, expected: String) {
        #expect(FNV1a64.hex(of: Array(input.utf8)) == expected)
    }

    @Test func theCanonicalEncodingSortsKeysAndTheDigestIsTheSameOnEveryRun() throws {
        let stores = try TallyStores()
        stores.dispatcher.send(.tag(name: "a/b", weight: 0.25))
        stores.dispatcher.send(.add(-3))
        let encoder = CanonicalStateEncoder()

        #expect(
            String(decoding: try encoder.encode(stores.notes), as: UTF8.self)
                == #"{"count":0,"recent":[],"tag":{"name":"a/b","weight":0.25}}"#)
        #expect(
            String(decoding: try encoder.encode(stores.counter), as: UTF8.self)
                == #"{"adds":1,"pending":[],"value":-3}"#)
        // Pinned: computed independently (Python) from the canonical JSON above.
        #expect(
            try encoder.digests(of: stores.dispatcher.stores) == [
                "counter": FNV1a64.hex(of: Array(#"{"adds":1,"pending":[],"value":-3}"#.utf8)),
                "summary": FNV1a64.hex(of: Array(#"{"parity":"odd","peak":0}"#.utf8)),
                "notes": FNV1a64.hex(of: Array(#"{"count":0,"recent":[],"tag":{"name":"a/b","weight":0.25}}"#.utf8)),
            ])
        #expect(try encoder.digest(of: TallyStores().counter) == "61530ab4f577b52f")
        #expect(
            try encoder.snapshot(of: stores.counter)
                == .object(["adds": .integer(1), "pending": .array([]), "value": .integer(-3)]))
    }

    @Test func aStateThatIsNotEncodableIsNamed() {
        let store = Store<OpaqueState, TallyAction>(name: "opaque", initialState: OpaqueState()) { _, _ in }
        #expect(throws: StateEncodingError.notEncodable(store: "opaque", type: "OpaqueState")) {
            try CanonicalStateEncoder().digest(of: store)
        }
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"), (1_767_323_045_123, "2026-01-02T03:04:05.123Z"),
        (951_825_599_999, "2000-02-29T11:59:59.999Z"), (-1, "1969-12-31T23:59:59.999Z"),
        (253_402_300_799_000, "9999-12-31T23:59:59.000Z"),
    ])
    func timestampsAreISO8601UTCWithMilliseconds(milliseconds: Int64, expected: String) {
        #expect(ActionLogTimestamp.format(millisecondsSince1970: milliseconds) == expected)
    }

    @Test func parsingGivesTheTreeOrADecodingErrorSayingWhere() throws {
        #expect(
            try ActionLogJSON(parsing: Array(#" {"a":[1,2.5,"x"],"b":null} "#.utf8))
                == .object(["a": .array([.integer(1), .number(2.5), .string("x")]), "b": .null]))
        #expect {
            try ActionLogJSON(parsing: Array(#"{"a":01}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.isEmpty
                && context.debugDescription == "The given data was not valid JSON (at byte 5)."
        }
    }

    @Test func differencesListPathsInAStableOrder() throws {
        let old = try ActionLogJSON(
            parsing: Array(#"{"a":1,"b":{"c":[1,2,3],"d":"x"},"e":null,"f":[{"g":true}]}"#.utf8))
        let new = try ActionLogJSON(
            parsing: Array(#"{"a":1.5,"b":{"c":[1,5],"d":"x"},"f":[{"g":false}],"h":"new"}"#.utf8))

        #expect(
            ActionLogJSON.differences(from: old, to: new) == [
                StateDifference(path: "a", from: "1", to: "1.5"),
                StateDifference(path: "b.c[1]", from: "2", to: "5"),
                StateDifference(path: "b.c[2]", from: "3", to: nil),
                StateDifference(path: "e", from: "null", to: nil),
                StateDifference(path: "f[0].g", from: "true", to: "false"),
                StateDifference(path: "h", from: nil, to: #""new""#),
            ])
        #expect(ActionLogJSON.differences(from: old, to: new, limit: 2).count == 2)
        #expect(
            ActionLogJSON.differences(from: .integer(1), to: .string("1")) == [
                StateDifference(path: "", from: "1", to: #""1""#)
            ])
        #expect(ActionLogJSON.differences(from: old, to: old) == [])
    }

    @Test func differencesDescribeThemselvesWithLabelsAndShortenLongValues() {
        let long = String(repeating: "x", count: 200)
        #expect(
            StateDifference(path: "", from: "1", to: nil).describe(fromLabel: "expected", toLabel: "replayed")
                == "(whole state): expected 1, replayed (absent)")
        #expect(
            StateDifference(path: "a", from: long, to: "2").describe(fromLabel: "recorded", toLabel: "replayed")
                == "a: recorded \(String(repeating: "x", count: 120))..., replayed 2")
    }

    @Test func jsonTextIsCompactWithSortedKeysAndEscapedStrings() {
        let value = ActionLogJSON.object([
            "z": .array([.integer(-2), .number(0.5), .number(3), .bool(false), .null]), "a": .string("q\"\n\u{1}é"),
        ])
        #expect(value.text == #"{"a":"q\"\n\u0001é","z":[-2,0.5,3,false,null]}"#)
    }
}
