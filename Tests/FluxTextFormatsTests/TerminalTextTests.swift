import FluxTextFormats
import Testing

/// Text from data never reaches a terminal with a control character in it.
@Suite struct TerminalTextTests {
    @Test func everyC0ControlBecomesItsPicture() {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        #expect(
            TerminalText.visible(controls)
                == "␀␁␂␃␄␅␆␇␈␉␊␋␌␍␎␏␐␑␒␓␔␕␖␗␘␙␚␛␜␝␞␟")
    }

    @Test func hostileTitlesAreShownNotObeyed() {
        #expect(TerminalText.visible("Alien\u{1B}[2J\u{7}") == "Alien␛[2J␇")
        #expect(TerminalText.visible("Title\u{1B}]0;pwned\u{7}") == "Title␛]0;pwned␇")
        #expect(TerminalText.visible("a\u{7F}b\u{9B}31mc\u{85}") == "a␡b\\u{9B}31mc\\u{85}")
        #expect(TerminalText.visible("Line 1\r\nLine 2\tend\0") == "Line 1␍␊Line 2␉end␀")
    }

    @Test func everythingElseIsKeptAsItIs() {
        let text = "Amélie 千と千尋の神隠し 🎬 \u{A0}\u{2028} \"quoted\" \\ ␛"
        #expect(TerminalText.visible(text) == text)
        #expect(TerminalText.visible("") == "")
    }

    @Test func jsonForATerminalEscapesDeleteAndC1Only() {
        #expect(TerminalText.jsonForTerminal(#"{"t":"a\u001b"}"#) == #"{"t":"a\u001b"}"#)
        #expect(TerminalText.jsonForTerminal("{\"t\":\"a\u{7F}\u{9B}\u{A0}\"}") == "{\"t\":\"a\\u007f\\u009b\u{A0}\"}")
    }
}
