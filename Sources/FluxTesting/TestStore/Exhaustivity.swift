/// How strictly a test store checks: everything (the default) or only what the test asserts.
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be asserted, every action that middleware or effects dispatch
    /// must be received, and every effect must have finished by
    /// ``TestStore/finish(timeout:fileID:filePath:line:column:)``.
    case on
    /// For integration tests: a `send`/`receive` closure's assignments are checked against the
    /// actual state and nothing else; `receive` skips actions until one matches; actions left
    /// unreceived and effects still running at `finish()` are not failures (running effects are
    /// cancelled). Misuse: relative changes (`+=`) in the closure are applied to the actual new
    /// state, so assign final values instead.
    case off
}
