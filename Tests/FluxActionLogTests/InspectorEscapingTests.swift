import ActionLogFixtures
import Foundation
import TestSupport
import Testing

@testable import FluxActionLog

/// Every string from a log stays data in the inspector page, and the page allows nothing but
/// its own script and style.
@Suite struct InspectorEscapingTests {
    static let hostile = [
        "</script><script>alert(1)</script>", "<img src=x onerror=alert(2)>", "<!-- x", "a & b > c",
        "line\u{2028}para\u{2029}end",
    ]

    @Test func scriptSafeJSONEscapesTheFiveCharactersAndNothingElse() {
        let json = "{\"a\":\"</script>&\u{2028}\",\"b\":\"\u{E9} \u{2713} \u{2029} \u{E2}\u{80}\"}"

        let escaped = String(decoding: ScriptSafeJSON.escaped(Array(json.utf8)), as: UTF8.self)

        #expect(
            escaped == "{\"a\":\"\\u003c/script\\u003e\\u0026\\u2028\",\"b\":\"\u{E9} \u{2713} \\u2029 \u{E2}\u{80}\"}")
    }

    /// A page whose action types, store name, keys and values are markup and line separators.
    static func hostilePage() throws -> String {
        let strings = Self.hostile.map { String(decoding: ActionLogJSON.string($0).text.utf8, as: UTF8.self) }
        let title = strings[0]
        let image = strings[1]
        let steps = [
            HandMadeSession.step(
                1, action: #"{"title":\#(title),"type":"<b>typed</b>"}"#, states: [#"{"titles":[\#(title)]}"#]),
            HandMadeSession.step(
                2, action: #"{"type":"more"}"#, states: ["{\"titles\":[" + strings.joined(separator: ",") + "]}"]),
            HandMadeSession.step(
                3, action: #"{"type":"x"}"#, states: [#"{"titles":[\#(image)],"\#(Self.hostile[2])":1}"#]),
        ]

        return try HandMadeSession.page(stores: ["<store>"], initial: [#"{"titles":[]}"#], steps: steps)
    }

    @Test func hostileStringsFromTheLogAreEmbeddedEscaped() throws {
        let html = try Self.hostilePage()
        let reader = try InspectorPageReader(html: html)

        for text in Self.hostile { #expect(!html.contains(text), "\(text) appears raw") }
        #expect(!html.contains("\u{2028}") && !html.contains("\u{2029}"))
        #expect(html.components(separatedBy: "<script").count - 1 == 3)  // one chunk, the meta, the page's script
        #expect(html.components(separatedBy: "</script>").count - 1 == 3)
        #expect(!html.contains("<img") && !html.contains("<b>"))
        #expect(reader.meta["types"] == .array([.string("<b>typed</b>"), .string("more"), .string("x")]))
        #expect(reader.meta["stores"] == .array([.string("<store>")]))
    }

    @Test(
        .enabled(
            if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH to run the page's logic"))
    func hostileStringsFromTheLogAreReadBackExactlyByThePagesLogic() async throws {
        let states = try await PageLogic.states(ofPage: try Self.hostilePage())

        #expect(states[2] == [.object(["titles": .array(Self.hostile.map { .string($0) })])])
        #expect(states[3] == [.object(["titles": .array([.string(Self.hostile[1])]), Self.hostile[2]: .integer(1)])])
    }

    @Test func thePolicyAllowsOnlyThePagesOwnScriptAndStyleByTheirHashes() throws {
        let html = try HandMadeSession.page(stores: ["n"], initial: ["0"], steps: [])
        let script = try #require(Self.between(html, "<script>", "</script>"))
        let style = try #require(Self.between(html, "<style>", "</style>"))
        let policy = try #require(Self.between(html, "http-equiv=\"Content-Security-Policy\" content=\"", "\""))

        #expect(
            policy == "default-src 'none'; script-src 'sha256-\(SHA256.base64Digest(script))'; "
                + "style-src 'sha256-\(SHA256.base64Digest(style))'; base-uri 'none'; form-action 'none'")
        #expect(html.components(separatedBy: "<style").count == 2 && !html.contains(" style="))
        #expect(html.components(separatedBy: "<script>").count == 2)
        for outside in ["https:", "src=", "href=", "url(", "@import", "fetch(", "XMLHttpRequest", "WebSocket"] {
            #expect(!html.contains(outside), "the page mentions \(outside)")
        }
        // The one "http:" is a namespace:
        #expect(html.components(separatedBy: "http:").count == 2 && html.contains("'http://www.w3.org/2000/svg'"))
    }

    @Test func theScriptNeverParsesMarkupOrCode() throws {
        let html = try HandMadeSession.page(stores: ["n"], initial: ["0"], steps: [])
        let script = try #require(Self.between(html, "<script>", "</script>"))

        for call in [
            "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
            "setAttribute('on", "createContextualFragment", "DOMParser",
        ] {
            #expect(!script.contains(call), "the script uses \(call)")
        }
        #expect(!script.contains("<!--"))
        #expect(script.hasSuffix("})();\n//# sourceURL=flux-inspector.js\n"))
    }

    @Test func theGeneratedHashesAreThoseOfTheEmbeddedScriptAndStyle() throws {
        let html = try HandMadeSession.page(stores: ["n"], initial: ["0"], steps: [])
        let script = try #require(Self.between(html, "<script>", "</script>"))
        let style = try #require(Self.between(html, "<style>", "</style>"))

        #expect(InspectorAssets.scriptHash == SHA256.base64Digest(script))
        #expect(InspectorAssets.styleHash == SHA256.base64Digest(style))
    }

    @Test func sha256MatchesTheStandardsVectors() {
        let hex = { (text: String) in SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }

        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(String(repeating: "a", count: 1_000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.base64Digest("abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    /// The text between the first `start` and the next `end`.
    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text[open.upperBound...].range(of: end) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
