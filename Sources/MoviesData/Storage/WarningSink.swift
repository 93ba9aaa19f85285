import FluxTextFormats
import Foundation

/// Where storage reports problems it recovers from (corrupt file moved aside, unwritable
/// directory): one line per warning, without a trailing newline.
///
/// Use `.standardError` in the app; tests inject a collecting closure.
package struct WarningSink: Sendable {
    private let emit: @Sendable (String) -> Void

    /// Creates a sink from a closure that receives each one-line warning.
    package init(_ emit: @escaping @Sendable (String) -> Void) {
        self.emit = emit
    }

    /// Reports one warning line.
    package func warn(_ message: String) {
        emit(message)
    }

    /// Writes each warning as a line to the process's standard error (a warning names files and
    /// may quote their content: control characters are shown visibly, `TerminalText`).
    package static let standardError = WarningSink { message in
        FileHandle.standardError.write(Data((TerminalText.visible(message) + "\n").utf8))
    }

    /// Discards warnings.
    package static let ignore = WarningSink { _ in }
}
