/// A command-line mistake: printed with the usage on stderr, exit status 2.
///
/// The mistake is data (``kind``), worded in a language by ``Strings/usageError(_:)``;
/// ``description`` is the English wording.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, with the arguments the message names.
    package let kind: Kind

    /// Creates an error of `kind`.
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// One English line saying what was wrong, e.g. `unknown option '--bogus'`.
    package var description: String { Language.english.strings.usageError(self) }
}
