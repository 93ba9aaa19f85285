/// The texts of bad input, of the console run's stderr lines, of `flux-movies replay` and of the
/// command line.
extension Strings {
    /// One line starting with `error: ` saying what was wrong with a line and what is accepted.
    package func message(for error: InputError) -> String {
        "error: " + texts.inputError(error)
    }

    /// The line of `message` in the language of the texts (without the `flux-movies: ` prefix the
    /// executable adds to some).
    package func launchMessage(_ message: LaunchMessage) -> String { texts.launchMessage(message) }

    /// The line of a replay message in the language of the texts. Problems inside a log come from
    /// the action-log library and stay English.
    package func replayMessage(_ message: ReplayMessage) -> String { texts.replayMessage(message) }

    /// A line of `replay --blame` or of `--export`'s size limits in the language of the texts.
    package func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String {
        texts.replayAnalysisMessage(message)
    }

    /// The progress line of a long replay: `replaying big.jsonl: 1% (seq 9000)`.
    package func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        texts.replayProgress(fileName: fileName, percent: percent, sequence: sequence)
    }

    /// The usage text `flux-movies --help` prints: ``LaunchArguments/usage`` in English.
    package var usage: String { texts.usage }

    /// The line after a usage mistake: `Try 'flux-movies --help'.` / `Prueba 'flux-movies --help'.`
    package var tryHelp: String { texts.tryHelp }

    /// One line saying what was wrong, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    package func usageError(_ error: UsageError) -> String { texts.usageError(error.kind) }
}
