/// The loading or error line under the list.
package struct StatusLine: Equatable, Sendable {
    /// What the line reports.
    package enum Kind: Equatable, Sendable {
        /// A load in progress.
        case loading
        /// The last load failed.
        case error
    }

    /// What the line reports.
    package var kind: Kind
    /// The text, e.g. `Searching "love"...` or `Error: No internet connection`.
    package var text: String

    /// Creates a status line.
    package init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
