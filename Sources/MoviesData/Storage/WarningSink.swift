import FluxTextFormats
import Foundation

/// Where storage reports problems it recovers from (corrupt file moved aside, unwritable
/// directory): one line per warning, without a trailing newline.
///
/// Use `.standardError` in the app; tests inject a collecting closure.
package struct WarningSink: Sendable {
    private let emit: @Sendable (StorageWarning) -> Void

    /// Creates a sink from a closure that receives each warning as its one English line.
    package init(_ emit: @escaping @Sendable (String) -> Void) {
        self.emit = { emit($0.description) }
    }

    /// Creates a sink from a closure that receives each warning as data (to word it in a language).
    package init(warnings emit: @escaping @Sendable (StorageWarning) -> Void) {
        self.emit = emit
    }

    /// Reports one warning.
    package func warn(_ warning: StorageWarning) {
        emit(warning)
    }

    /// Writes each warning as a line to the process's standard error (a warning names files and
    /// may quote their content: control characters are shown visibly, `TerminalText`).
    package static let standardError = WarningSink { (message: String) in
        FileHandle.standardError.write(Data((TerminalText.visible(message) + "\n").utf8))
    }

    /// Discards warnings.
    package static let ignore = WarningSink(warnings: { _ in })
}
