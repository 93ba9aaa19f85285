import FluxActionLog
import Testing

/// ``ActionNotation``: how the tools show an action, from synthesized and hand-written `Codable`.
@Suite struct ActionNotationTests {
    private func notation(_ json: String, limit: Int = 200) throws -> String {
        ActionNotation.text(of: try ActionLogJSON(parsing: Array(json.utf8)), limit: limit)
    }

    @Test func aSynthesizedCaseReadsAsACallWithItsLabels() throws {
        let json = #"{"type":"cart.add","cart":{"_0":{"add":{"productID":"p1","quantity":2}}}}"#
        #expect(try notation(json) == #"cart.add(productID: "p1", quantity: 2)"#)
    }

    @Test func positionalValuesComeFirstWithoutLabels() throws {
        #expect(try notation(#"{"type":"cart.remove","cart":{"_0":{"remove":{"_0":"p1"}}}}"#) == #"cart.remove("p1")"#)
        #expect(try notation(#"{"type":"pair","pair":{"_1":2,"_0":1}}"#) == "pair(1, 2)")
    }

    @Test func aCaseWithoutValuesIsItsName() throws {
        #expect(try notation(#"{"type":"cart.clear","cart":{"_0":{"clear":{}}}}"#) == "cart.clear")
        #expect(try notation(#"{"type":"navigation.back"}"#) == "navigation.back")
    }

    @Test func aHandWrittenCodableHasItsValuesBesideTheType() throws {
        #expect(try notation(#"{"query":"love","type":"search.submitted"}"#) == #"search.submitted(query: "love")"#)
        #expect(try notation(#"{"index":3,"type":"details.opened"}"#) == "details.opened(index: 3)")
    }

    @Test func valuesAreSpelledAsSwiftLiterals() throws {
        let json = #"{"type":"x","a":null,"b":[true,1.5],"c":{"k":"v"},"d":"say \"hi\"\n"}"#
        #expect(try notation(json) == #"x(a: nil, b: [true, 1.5], c: (k: "v"), d: "say \"hi\"\n")"#)
    }

    @Test func aLongActionIsCutWithAnEllipsis() throws {
        let text = try notation(#"{"query":"a very long query indeed","type":"search.submitted"}"#, limit: 20)
        #expect(text == "search.submitted(qu…")
        #expect(text.count == 20)
    }

    @Test func anythingElseIsItsJSON() throws {
        #expect(try notation(#"{"kind":"no type"}"#) == #"{"kind":"no type"}"#)
        #expect(try notation("[1,2]") == "[1,2]")
    }
}
