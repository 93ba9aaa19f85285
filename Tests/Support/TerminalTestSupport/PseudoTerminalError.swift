/// Why a pseudo-terminal could not be started.
package struct PseudoTerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    package let message: String
    /// The message.
    package var description: String { message }
}
