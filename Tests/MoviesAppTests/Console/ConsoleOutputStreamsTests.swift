import MoviesApp
import Testing

/// Which stream each of the console's writes goes to: a separate screen (stdout redirected at a
/// terminal) and a script's stderr, byte for byte and in order.
@MainActor @Suite struct ConsoleOutputStreamsTests {
    @Test func aSeparateScreenGetsThePromptLoadingLineAndErrorsAndStdoutTheTranscript() {
        var log: [String] = []
        let output = ConsoleOutput(
            showsPrompt: true, rewritesLines: true, writeText: { log.append("out:" + $0) },
            writeControl: { log.append("tty:" + $0) })
        output.waitForLines = { log.append("wait") }
        output.prompt()
        output.inputReceived()
        output.transientLine("Searching...")
        output.prompt()
        output.updateTransientLine("Searching... 1s")
        output.line("Movies")
        output.errorLine("error: x")
        output.screenLine("(hint)")
        output.finish()

        // Each call is one write per stream. The loading line is live on the terminal only; the
        // transcript gets it with its result, after the live one was erased (issue 34, item 21).
        let erase = "\r\u{1B}[K"
        let rowUp = "\u{1B}[A\r\u{1B}[K"
        #expect(
            log == [
                "tty:> ",
                "tty:Searching...\n", "tty:> ",
                "tty:\(erase)\(rowUp)Searching... 1s\n> ",
                "tty:\(erase)\(rowUp)", "out:Searching...\nMovies\n", "wait", "tty:> ",
                "tty:\(erase)error: x\n> ",
                "tty:\(erase)(hint)\n> ",
                "tty:\n",
            ])
    }

    @Test func onASeparateScreenTheLoadingLineStaysLiveUnderHintsAndLinesTypedAhead() {
        var log: [String] = []
        let output = ConsoleOutput(
            showsPrompt: true, rewritesLines: true, writeText: { log.append("out:" + $0) },
            writeControl: { log.append("tty:" + $0) })
        output.transientLine("Searching...")
        output.prompt()
        output.screenLine("(hint)")
        // A line typed ahead: the editor ended it with a new line; the loading line moves under it.
        output.inputReceived()
        output.prompt()
        output.updateTransientLine("Searching... 1s")
        output.finish()

        let erase = "\r\u{1B}[K"
        let rowUp = "\u{1B}[A"
        #expect(
            log == [
                "tty:Searching...\n", "tty:> ",
                "tty:\(erase)\(rowUp)\(erase)(hint)\nSearching...\n> ",
                "tty:\(rowUp)\(rowUp)\r\u{1B}[M\nSearching...\n", "tty:> ",
                "tty:\(erase)\(rowUp)\(erase)Searching... 1s\n> ",
                "tty:\n", "out:Searching...\n",
            ])
    }

    @Test func aScriptsErrorLinesGoToStderrAndTheRestToStdout() {
        var log: [String] = []
        let output = ConsoleOutput(showsPrompt: false) { log.append("out:" + $0) }
        output.writeError = { log.append("err:" + $0) }
        output.line("Movies")
        output.errorLine("error: x")
        output.screenLine("(hint)")
        output.finish()

        #expect(log == ["out:Movies\n", "err:error: x\n", "out:(hint)\n"])
    }

    @Test func atATerminalErrorLinesAreLines() {
        var text = ""
        let output = ConsoleOutput(showsPrompt: true) { text += $0 }
        output.prompt()
        output.errorLine("error: x")
        #expect(text == "> \r\u{1B}[Kerror: x\n> ")
    }
}
