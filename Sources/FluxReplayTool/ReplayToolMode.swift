/// What one run of the replay tool does (``ReplayTool``): exactly one mode per run.
///
/// | Mode | Spelling | Writes | Legal with |
/// |---|---|---|---|
/// | ``print(_:)`` | `--print final` (default), `--print states`, `--print none` | JSON lines on stdout | `--until`, `--verify` |
/// | ``blame(field:)`` | `--blame STORE.FIELD` | one line per change on stdout | `--until`, `--verify` |
/// | ``files(html:export:)`` | `--html OUT.html`, `--export redux-devtools OUT.json`, or both | the files (digests always checked) | `--until`, `--force` |
/// | ``emitTest(path:name:)`` | `--emit-test OUT.swift [--name NAME]` | a Swift Testing file | `--until`, `--force` |
/// | ``minimize(path:emitTest:name:)`` | `--minimize OUT.jsonl [--emit-test OUT.swift [--name NAME]]` | the smallest log failing the same way, and its test | `--force` |
///
/// Any other combination is a usage mistake (status 2) that names the two options.
public enum ReplayToolMode: Equatable, Sendable {
    /// What `--print` prints after replaying.
    public enum Printed: String, Equatable, Sendable {
        /// The states after the last action, one JSON line.
        case final
        /// The states after every action, one JSON line each.
        case states
        /// Nothing: the replay's status alone.
        case none
    }

    /// Replays and prints the states.
    case print(Printed)
    /// Lists every action that changed one field of one store.
    case blame(field: String)
    /// Writes the inspector page and/or the Redux DevTools export.
    case files(html: String?, export: String?)
    /// Writes a Swift Testing file that replays the log through a `TestStore`.
    case emitTest(path: String, name: String)
    /// Writes the smallest log that fails the same way, and optionally its test.
    case minimize(path: String, emitTest: String?, name: String)

    /// The files the mode writes (each refused when it exists, without `--force`).
    var outputs: [String] {
        switch self {
        case .print, .blame: []
        case .files(let html, let export): [html, export].compactMap { $0 }
        case .emitTest(let path, _): [path]
        case .minimize(let path, let emitTest, _): [path] + (emitTest.map { [$0] } ?? [])
        }
    }
}
