import BenchKit
import LineEditing

/// The `console.search` scenario: a key of Ctrl-R's history search over a full history, the
/// searched text in the oldest line only.
@MainActor
enum HistorySearchKeystroke {
    /// Operations alternate: a letter typed (the match still holds it: no search) and Backspace
    /// (the worst case: the search runs again from the newest line through all 500), redraw
    /// bytes included.
    static var scenario: Scenario {
        Scenario(
            name: "console.search",
            summary: "LineEditor.handle(key) in a Ctrl-R search over 500 history lines, worst case (ns per key)",
            size: 10_000, quickSize: 100
        ) { size, blackhole in
            let lines = ["zq oldest"] + (1..<EditHistory.limit).map { "search the lord of the rings \($0)" }
            var editor = LineEditor(prompt: "> ", width: 80, history: EditHistory(lines))
            _ = editor.handle(.reverseSearch)
            _ = editor.handle(.text("z"))
            let keys = blackhole.opaque([EditKey.text("q"), .backspace])
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { bytes, index in bytes &+ editor.handle(keys[index & 1]).output.utf8.count }
            }
        }
    }
}
