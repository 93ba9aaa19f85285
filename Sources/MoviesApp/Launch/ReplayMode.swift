/// What `flux-movies replay FILE` does: exactly one mode, chosen by its options
/// (``ReplayArguments`` holds the table of the options each mode takes).
///
/// | Mode | Chosen by | Also takes |
/// |---|---|---|
/// | ``print(_:)`` | `--print renders\|states\|final`, or nothing | `--verify`, `--until`, `--no-color` |
/// | ``step`` | `--step` | `--verify`, `--until`, `--no-color`, `--data-dir` |
/// | ``blame(field:)`` | `--blame STORE.PATH` | `--verify`, `--until` |
/// | ``files(_:)`` | `--html FILE`, `--export FORMAT FILE`, `--emit-test FILE.swift` (any of them) | `--verify`, `--until`, `--force`, `--name`, `--max-age`, `--max-size` |
/// | ``minimize(path:emitTest:)`` | `--minimize OUT` | `--emit-test FILE.swift`, `--verify`, `--force`, `--name` |
package enum ReplayMode: Equatable, Sendable {
    /// Prints what the renderer printed (the default), the states after every action, or the
    /// final states.
    case print(ReplayOptions.Output)
    /// Interactive time travel, commands read from standard input.
    case step
    /// Lists every action that changed the field `STORE.PATH`.
    case blame(field: String)
    /// Writes the inspector page, an export and a test file (one or more of them).
    case files(ReplayOptions.Files)
    /// Writes the shortest log that fails the same way to `path`, and its test when asked.
    case minimize(path: String, emitTest: ReplayOptions.EmitTest?)
}
