import LineEditing
import MoviesApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows a screen (a list, the details, the recent searches) or `help` taller than the terminal
/// one page at a time (docs/flux-movies.md,
/// "Terminal, scripts and keys"): the first page fills the screen but its last row, which shows
/// `-- more (space, q) --` in place of the prompt; space shows the next page, Enter the next
/// line, `q` (or Ctrl-C, Ctrl-D) drops the rest and returns to the prompt.
///
/// Every line the renderer prints goes through the pager: while it pages, lines printed after the
/// screen (the poster line) wait and follow the screen. Until ``isEnabled`` (a terminal in raw
/// mode, stdout that terminal) every line goes straight to the output, so pipes and scripts are
/// unchanged byte for byte.
@MainActor
final class Pager {
    /// Erases the row the cursor is on.
    private static let eraseRow = "\r\u{1B}[K"

    private let output: ConsoleOutput
    private let rows: @MainActor () -> Int?
    /// The language of the `-- more --` line.
    var strings: Strings
    /// Whether screens are paged (the interactive console turns it on once the terminal is raw).
    var isEnabled = false
    /// The screen's lines not shown yet.
    private var held: [String] = []
    /// Lines printed while paging (transient or not), shown after the screen.
    private var waiting: [(text: String, isTransient: Bool)] = []

    /// Creates a pager printing to `output`; `rows` is the terminal's height now (nil: unknown,
    /// no paging).
    init(output: ConsoleOutput, strings: Strings, rows: @escaping @MainActor () -> Int?) {
        self.output = output
        self.strings = strings
        self.rows = rows
    }

    /// Whether a page is shown with more to come: keys go to ``handle(_:)``.
    var isPaging: Bool { !held.isEmpty }

    /// The bytes that show the `-- more --` line in place of the prompt while paging, else nil.
    var promptLine: String? {
        isPaging ? Self.eraseRow + strings.pagerPrompt : nil
    }

    /// The bytes that erase the `-- more --` line while paging, else nil.
    var eraseLine: String? {
        isPaging ? Self.eraseRow : nil
    }

    /// Prints the lines of a details screen: whole when they fit (or paging is off), else the
    /// first page, the rest held for ``handle(_:)``.
    func showScreen(_ lines: [String]) {
        guard !isPaging else { return lines.forEach { line($0) } }
        output.update {
            guard isEnabled, let height = rows(), height >= 2, lines.count > height - 1 else {
                return lines.forEach(output.line)
            }
            held = Array(lines.dropFirst(height - 1))
            lines.prefix(height - 1).forEach(output.line)
        }
    }

    /// Prints a line, or keeps it for after the screen while paging.
    func line(_ text: String) {
        guard isPaging else { return output.line(text) }
        waiting.append((text, false))
    }

    /// Prints a transient line (a loading line), or keeps it for after the screen while paging.
    func transientLine(_ text: String) {
        guard isPaging else { return output.transientLine(text) }
        waiting.append((text, true))
    }

    /// A key while paging: space the next page, Enter the next line, `q`, Ctrl-C or Ctrl-D the
    /// prompt. Any other key (a letter, a paste, an arrow) ends the pager as `q` does and is not
    /// taken: the caller gives it to the prompt's line, so nothing typed is lost (issue 34).
    /// - Returns: whether the pager took the key.
    func handle(_ key: EditKey) -> Bool {
        switch key {
        case .text(" "): showNext(pageSize)
        case .text("q"), .text("Q"), .interrupt, .endOfInput: quit()
        case .enter: showNext(1)
        default:
            quit()
            return false
        }
        return true
    }

    private var pageSize: Int {
        max(1, (rows() ?? 2) - 1)
    }

    private func showNext(_ count: Int) {
        output.update {
            let page = held.prefix(count)
            held.removeFirst(page.count)
            page.forEach(output.line)
            if !isPaging { release() }
        }
    }

    /// `q`: the rest of the screen is dropped; the prompt shows again where the `-- more --` was.
    private func quit() {
        output.update {
            held = []
            output.redrawPrompt()
            release()
        }
    }

    /// Prints the lines that waited for the end of the screen.
    private func release() {
        let lines = waiting
        waiting = []
        for (text, isTransient) in lines {
            if isTransient { output.transientLine(text) } else { output.line(text) }
        }
    }

    /// The height in rows of the terminal of `descriptor`, or nil when unknown.
    static func terminalRows(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
