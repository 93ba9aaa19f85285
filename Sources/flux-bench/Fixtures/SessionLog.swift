import FluxActionLog

/// An action log kept while `AppLogRecording` sends a session (the recorder, or the black box):
/// what it closes and checks after the sends, and the words of its errors.
@MainActor
protocol SessionLog {
    /// How many actions the log kept.
    var recordedCount: UInt64 { get }
    /// Why the log stopped keeping actions; nil while it keeps them.
    var failure: ActionLogError? { get }
    /// Closes the log (flushes what it buffers).
    func close()
    /// What the error says before a failure, e.g. `recording failed`.
    static var failedWords: String { get }
    /// What the error says before the count kept, e.g. `recorded`.
    static var keptWords: String { get }
}

extension ActionLogRecorder: SessionLog {
    /// The recorder's failures: `recording failed: ...`.
    static var failedWords: String { "recording failed" }
    /// The recorder's count: `recorded 9 of 10 actions`.
    static var keptWords: String { "recorded" }
}

extension ActionLogBlackBox: SessionLog {
    /// The black box's failures: `the black box failed: ...`.
    static var failedWords: String { "the black box failed" }
    /// The black box's count: `the black box kept 9 of 10 actions`.
    static var keptWords: String { "the black box kept" }
}
