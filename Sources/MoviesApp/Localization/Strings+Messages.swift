/// The texts of bad input and of the command line that every language builds the same way.
extension LanguageTexts {
    /// One line starting with `error: ` saying what was wrong with a line and what is accepted.
    package func message(for error: InputError) -> String {
        "error: " + inputError(error)
    }

    /// One line saying what was wrong, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    package func usageError(_ error: UsageError) -> String { usageError(error.kind) }
}
