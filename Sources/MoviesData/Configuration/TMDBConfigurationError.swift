/// Why a TMDB configuration could not be made: a startup error, reported clearly, never a crash.
package enum TMDBConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No API key in `TMDB_API_KEY` or the flag.
    case missingAPIKey
    /// `name` (an environment variable or flag) has a value that is not an http(s) URL with a host.
    case invalidURL(name: String, value: String)

    /// A one-line message for the user.
    package var description: String {
        switch self {
        case .missingAPIKey:
            "TMDB source needs an API key: set TMDB_API_KEY"
        case .invalidURL(let name, let value):
            "\(name) must be an http(s) URL with a host, got \"\(value)\""
        }
    }
}
