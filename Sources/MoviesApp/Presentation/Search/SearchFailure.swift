import MoviesDomain

/// Why a search load failed: the kind decides the user's message, the detail is for logs.
package struct SearchFailure: Equatable, Sendable, Codable {
    /// The two failures a user can tell apart.
    package enum Kind: String, Equatable, Sendable, Codable {
        /// Not connected, host unreachable or not found, connection refused or lost.
        case noConnection
        /// Anything else: HTTP errors, bad JSON, timeouts.
        case failed
    }

    /// Which failure it is.
    package var kind: Kind
    /// The technical description (never shown as the error message).
    package var detail: String

    /// Creates a failure.
    package init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The failure of a repository error, with its detail: `.noConnection` for a machine offline
    /// or an unreachable host, `.failed` for every other kind.
    package init(_ error: MoviesLoadError) {
        switch error {
        case .noConnection, .unreachable: self.init(kind: .noConnection, detail: error.detail)
        default: self.init(kind: .failed, detail: error.detail)
        }
    }

    /// The English user message: "No internet connection" or "Failed loading movies"
    /// (the console shows the localized one, see `Strings`).
    package var message: String {
        switch kind {
        case .noConnection: "No internet connection"
        case .failed: "Failed loading movies"
        }
    }
}
