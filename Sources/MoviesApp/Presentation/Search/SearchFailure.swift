import MoviesDomain

/// Why a search load failed: the kind decides the user's message, the detail is for logs.
public struct SearchFailure: Equatable, Sendable, Codable {
    /// The two failures a user can tell apart.
    public enum Kind: String, Equatable, Sendable, Codable {
        /// Not connected, host unreachable or not found, connection refused or lost.
        case noConnection
        /// Anything else: HTTP errors, bad JSON, timeouts.
        case failed
    }

    /// Which failure it is.
    public var kind: Kind
    /// The technical description (never shown as the error message).
    public var detail: String

    /// Creates a failure.
    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The failure of a repository error: `.noConnection` or `.failed` with its detail.
    public init(_ error: MoviesLoadError) {
        switch error {
        case .noConnection(let detail): self.init(kind: .noConnection, detail: detail)
        case .failed(let detail): self.init(kind: .failed, detail: detail)
        }
    }

    /// The English user message: "No internet connection" or "Failed loading movies"
    /// (the console shows the localized one, see `Strings`).
    public var message: String {
        switch kind {
        case .noConnection: "No internet connection"
        case .failed: "Failed loading movies"
        }
    }
}
