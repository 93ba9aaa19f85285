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

        let erase = "tty:\r\u{1B}[K"
        let rowUp = "\u{1B}[A\r\u{1B}[K"
        #expect(
            log == [
                "tty:> ",
                "out:Searching...\n", "tty:Searching...\n", "tty:> ",
                erase, "tty:\(rowUp)Searching... 1s\n", "tty:> ",
                erase, "tty:\(rowUp)", "out:Movies\n", "wait", "tty:> ",
                erase, "tty:error: x\n", "tty:> ",
                erase, "tty:(hint)\n", "tty:> ",
                "tty:\n",
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
