import Foundation
import MoviesTestSupport
import TerminalTestSupport
import TestSupport
import Testing

/// Bytes that are not UTF-8 typed at the line editor: the line is refused with the `error:` line
/// a script gets for them (in the terminal's language), nothing is searched, the session goes on.
@Suite(.startsProcesses) struct InvalidUTF8TerminalTests {
    @Test(arguments: [
        ("en_US.UTF-8", "error: the line is not valid UTF-8; commands are UTF-8 text"),
        ("es_ES.UTF-8", "error: la línea no es UTF-8 válido; los comandos son texto UTF-8"),
    ])
    func aLineWithInvalidUTF8IsRefusedWithAnErrorLine(locale: String, message: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        var environment = app.minimalEnvironment.merging(["TERM": "xterm", "LANG": locale]) { $1 }
        environment["COLUMNS"] = "80"
        let terminal = try PseudoTerminal(
            executable: BuildProducts.executable("flux-movies").path,
            arguments: ["--data-dir", app.dataDirectory.path], environment: environment, width: 100, height: 30)
        #expect(await terminal.waitForScreen { $0.lines.last == ">" })

        terminal.send(Array("search ".utf8) + [0xFF, 0xC3, 0x28] + Array("x\r".utf8))

        #expect(await terminal.waitForScreen { $0.lines.suffix(2) == [message, ">"] })
        #expect(!terminal.screen.lines.contains { $0.hasPrefix("Searching") || $0.hasPrefix("Buscando") })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit() == 0)
    }
}
