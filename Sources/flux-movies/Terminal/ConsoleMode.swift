import MoviesApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the console talks to where it runs: a line editor or plain lines, and which stream
/// gets the prompt (docs/flux-movies.md, "Terminal, scripts and keys").
struct ConsoleMode {
    /// stdin a terminal, stdout a pipe or a file, stderr a terminal (`flux-movies | tee log.txt`):
    /// the welcome, the prompt and the editing, the loading line, the `error:` lines and the hints
    /// go to stderr; stdout gets the transcript (see `ConsoleOutput`).
    let promptsOnError: Bool
    /// The prompt is shown (stdin is a terminal, and so is where the prompt goes).
    let showsPrompt: Bool
    /// The terminal understands escape sequences (`TERM` is not `dumb`).
    let isCapable: Bool
    /// The prompt is on a capable terminal: loading lines can be rewritten in place there.
    let rewritesLines: Bool
    /// `error:` lines go to stderr: stdout is not the terminal the person types at (a script,
    /// a redirected session).
    let errorsOnStderr: Bool
    /// The transcript goes to a pipe whose reader is taken to show it on the terminal (`| tee`):
    /// notes and help are not shown there a second time.
    let transcriptIsShown: Bool

    /// The mode for these streams and `TERM`.
    init(
        terminal: (input: Bool, output: Bool), errorIsTerminal: Bool, outputIsPipe: Bool,
        environment: [String: String]
    ) {
        promptsOnError = terminal.input && !terminal.output && errorIsTerminal
        transcriptIsShown = promptsOnError && outputIsPipe
        showsPrompt = terminal.input && (terminal.output || promptsOnError)
        isCapable = environment["TERM"] != "dumb"
        rewritesLines = showsPrompt && isCapable
        errorsOnStderr = !(terminal.input && terminal.output)
    }

    /// The line editor runs: a prompt on a capable terminal.
    var editsLines: Bool { showsPrompt && isCapable }

    /// The terminal the prompt is on.
    var promptDescriptor: Int32 { promptsOnError ? STDERR_FILENO : STDOUT_FILENO }

    /// The console's output for this mode.
    @MainActor
    func makeOutput() -> ConsoleOutput {
        let writeControl: (@MainActor (String) -> Void)? =
            promptsOnError ? { @MainActor (text: String) in StandardStreams.writeError(text) } : nil
        let output = ConsoleOutput(
            showsPrompt: showsPrompt, clearsLine: isCapable, rewritesLines: rewritesLines,
            writeText: { text in StandardStreams.writeOutput(text) }, writeControl: writeControl)
        if errorsOnStderr { output.writeError = { StandardStreams.writeError($0) } }
        if promptsOnError { output.waitForLines = { StandardStreams.waitUntilOutputIsRead() } }
        output.transcriptIsShown = transcriptIsShown
        return output
    }
}
