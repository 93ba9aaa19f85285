import FluxTextFormats
import Foundation

/// The process's standard streams: terminal checks and unbuffered writes.
enum StandardStreams {
    /// Whether stdin and stdout are terminals.
    static var isTerminal: (input: Bool, output: Bool) {
        (isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1)
    }

    /// Whether stderr is a terminal.
    static var errorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// The width in columns of stdout's terminal, or nil when unknown.
    static var terminalWidth: Int? {
        terminalWidth(of: STDOUT_FILENO)
    }

    /// The width to lay out at when `COLUMNS` is unset: stdout's terminal, else stderr's, else
    /// stdin's (`flux-movies | tee log.txt` is read at the terminal of stdin and stderr), else
    /// nil (no terminal at all: 80 columns).
    static var layoutWidth: Int? {
        terminalWidth(of: STDOUT_FILENO) ?? terminalWidth(of: STDERR_FILENO) ?? terminalWidth(of: STDIN_FILENO)
    }

    /// The width in columns of the terminal of `descriptor`, or nil when unknown.
    static func terminalWidth(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether stdout is a pipe (`| tee`, `| cat`), not a file or a terminal.
    static var outputIsPipe: Bool {
        var status = stat()
        return fstat(STDOUT_FILENO, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    /// Returns once stdout's reader has taken what was written to it (a pipe holds no unread
    /// byte) and had a millisecond to print it (`tee` writes what it read to the terminal right
    /// after its read), or after 200 ms when it does not read; at once for a file or a terminal.
    static func waitUntilOutputIsRead() {
        guard outputIsPipe else { return }
        for _ in 0..<400 {
            var unread: Int32 = 0
            guard ioctl(STDOUT_FILENO, UInt(FIONREAD), &unread) == 0, unread > 0 else { break }
            usleep(500)
        }
        usleep(1_000)
    }

    /// Writes `text` to stdout at once.
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to stderr at once.
    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes a message made of data (it names a file, a field, a title) to stderr, then a
    /// newline: its lines' control characters are shown visibly (`TerminalText.visible`).
    static func writeErrorLine(_ message: String) {
        writeError(visibleLines(message) + "\n")
    }

    /// Writes a message made of data to stdout, then a newline, its control characters shown visibly.
    static func writeOutputLine(_ message: String) {
        writeOutput(visibleLines(message) + "\n")
    }

    /// `message` with each line made visible; the line breaks between its lines are kept.
    static func visibleLines(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.visible(String($0)) }
            .joined(separator: "\n")
    }

    /// Writes `bytes` to stdout at once.
    static func writeOutput(bytes: [UInt8]) {
        write(bytes, to: STDOUT_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    private static func write(_ all: [UInt8], to descriptor: Int32) {
        var bytes = all[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
