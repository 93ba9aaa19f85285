/// The result of parsing one input line.
package enum ParsedLine: Equatable, Sendable {
    /// An empty or whitespace-only line: ignored.
    case empty
    /// A command.
    case command(Command)
    /// Bad input: reported with one `error:` line, nothing changes.
    case invalid(InputError)
}
