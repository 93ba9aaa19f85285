/// A command-line mistake: printed with the usage on stderr, exit status 2.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line saying what was wrong, e.g. `unknown option '--bogus'`.
    package let description: String

    /// Creates an error with its message.
    package init(_ description: String) {
        self.description = description
    }
}
