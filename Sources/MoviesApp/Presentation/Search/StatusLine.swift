/// The loading or error line under the list.
public struct StatusLine: Equatable, Sendable {
    /// What the line reports.
    public enum Kind: Equatable, Sendable {
        /// A load in progress.
        case loading
        /// The last load failed.
        case error
    }

    /// What the line reports.
    public var kind: Kind
    /// The text, e.g. `Searching "love"...` or `Error: No internet connection`.
    public var text: String

    /// Creates a status line.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
