import Foundation
import TerminalTestSupport
import TestSupport
import Testing

/// The pseudo-terminal harness runs a program as a terminal would.
@Suite(.startsProcesses) struct PseudoTerminalTests {
    @Test func aProgramSeesATerminalOfTheGivenSizeAndReadsWhatIsTyped() async throws {
        // The program waits for a last line before it exits: output still unread when the
        // terminal hangs up may be dropped, and a slow machine (a sanitizer run) can leave some.
        let terminal = try PseudoTerminal(
            executable: "/bin/sh",
            arguments: ["-c", "stty size; [ -t 0 ] && echo tty; read line; echo \"got $line\"; read end"],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"], width: 40, height: 10)
        #expect(await terminal.waitForScreen { $0.lines.contains("tty") })
        terminal.type("alien\r")
        #expect(await terminal.waitForScreen { $0.lines.last == "got alien" })
        #expect(Array(terminal.screen.lines.prefix(4)) == ["10 40", "tty", "alien", "got alien"])
        terminal.type("\r")
        #expect(await terminal.waitForExit() == 0)
    }

    @Test func ctrlCInterruptsAProgramThatDoesNotCatchIt() async throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "echo ready; exec sleep 30"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(await terminal.waitForScreen { $0.lines.contains("ready") })
        terminal.type("\u{3}")
        #expect(await terminal.waitForExit() == 128 + SIGINT)
    }

    @Test func aResizeReachesTheProgram() async throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh",
            arguments: ["-c", "trap 'stty size' WINCH; echo ready; while :; do sleep 0.05; done"],
            environment: ["PATH": "/usr/bin:/bin"], width: 80, height: 24)
        #expect(await terminal.waitForScreen { $0.lines.contains("ready") })
        terminal.resize(width: 50, height: 12)
        #expect(await terminal.waitForScreen { $0.lines.contains("12 50") })
        kill(terminal.processID, SIGKILL)
        #expect(await terminal.waitForExit() == 128 + SIGKILL)
    }
}
