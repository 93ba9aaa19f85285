import Foundation

/// Settings of the TMDB source.
///
/// Values come from explicit overrides (the app's flags) first, then the environment:
/// `TMDB_API_KEY` (required), `TMDB_BASE_URL` (default `https://api.themoviedb.org`),
/// `TMDB_IMAGE_BASE_URL` (default `https://image.tmdb.org`). Empty values count as unset.
package struct TMDBConfiguration: Equatable, Sendable {
    /// The default API host.
    package static let defaultBaseURL = "https://api.themoviedb.org"
    /// The default image host.
    package static let defaultImageBaseURL = "https://image.tmdb.org"

    /// The API key sent as `api_key`.
    package var apiKey: String
    /// The API base URL.
    package var baseURL: URL
    /// The image base URL.
    package var imageBaseURL: URL
    /// The `language` sent with searches, e.g. `en-US`.
    package var language: String
    /// The request timeout in seconds.
    package var timeout: TimeInterval

    /// Creates a configuration from validated values.
    package init(
        apiKey: String, baseURL: URL, imageBaseURL: URL, language: String = "en-US", timeout: TimeInterval = 15
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.imageBaseURL = imageBaseURL
        self.language = language
        self.timeout = timeout
    }

    /// Resolves the configuration from overrides and the environment.
    /// - Parameters:
    ///   - environment: the process environment (`TMDB_API_KEY`, `TMDB_BASE_URL`, ...).
    ///   - apiKey: an API key given on the command line, which wins over the environment.
    ///   - baseURL: an API base URL override.
    ///   - imageBaseURL: an image base URL override.
    ///   - baseURLName: how the user set `baseURL` (e.g. the flag `--tmdb-base-url`), named in the
    ///     error when that override is invalid; an invalid value from the environment names its
    ///     variable (`TMDB_BASE_URL`).
    ///   - imageBaseURLName: the same for `imageBaseURL`.
    ///   - language: the language of TMDB's answers.
    ///   - timeout: the request timeout in seconds.
    /// - Returns: the configuration.
    /// - Throws: `TMDBConfigurationError.missingAPIKey`, or `.invalidURL` naming the bad setting.
    package static func resolve(
        environment: [String: String],
        apiKey: String? = nil,
        baseURL: String? = nil,
        imageBaseURL: String? = nil,
        baseURLName: String = "baseURL",
        imageBaseURLName: String = "imageBaseURL",
        language: String = "en-US",
        timeout: TimeInterval = 15
    ) throws(TMDBConfigurationError) -> TMDBConfiguration {
        guard let key = firstNonEmpty(apiKey, environment["TMDB_API_KEY"]) else { throw .missingAPIKey }
        let api = try url(
            override: (baseURLName, baseURL), variable: "TMDB_BASE_URL", environment: environment,
            default: defaultBaseURL)
        let images = try url(
            override: (imageBaseURLName, imageBaseURL), variable: "TMDB_IMAGE_BASE_URL",
            environment: environment, default: defaultImageBaseURL)
        return TMDBConfiguration(apiKey: key, baseURL: api, imageBaseURL: images, language: language, timeout: timeout)
    }

    /// The network configuration of the API host (`api_key` and `language` on every request).
    package var apiNetworkConfiguration: NetworkConfiguration {
        NetworkConfiguration(
            baseURL: baseURL,
            queryItems: [
                URLQueryItem(name: "api_key", value: apiKey), URLQueryItem(name: "language", value: language),
            ], timeout: timeout, maxResponseBytes: Self.maxPageBytes)
    }

    /// The network configuration of the image host.
    package var imageNetworkConfiguration: NetworkConfiguration {
        NetworkConfiguration(baseURL: imageBaseURL, timeout: timeout, maxResponseBytes: Self.maxPosterBytes)
    }

    /// The largest search page accepted: 8 MiB (a real page is tens of kilobytes).
    package static let maxPageBytes = 8 << 20
    /// The largest poster accepted: 10 MiB (the largest TMDB width is a few hundred kilobytes).
    package static let maxPosterBytes = 10 << 20

    private static func firstNonEmpty(_ values: String?...) -> String? {
        values.lazy.compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The URL of the first non-empty of the override and the variable, else of `fallback`.
    private static func url(
        override: (name: String, value: String?), variable: String, environment: [String: String],
        default fallback: String
    ) throws(TMDBConfigurationError) -> URL {
        if let value = firstNonEmpty(override.value) { return try url(named: override.name, value) }
        if let value = firstNonEmpty(environment[variable]) { return try url(named: variable, value) }
        return try url(named: variable, fallback)
    }

    private static func url(named name: String, _ value: String) throws(TMDBConfigurationError) -> URL {
        guard let components = URLComponents(string: value),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false, let url = components.url
        else { throw .invalidURL(name: name, value: value) }
        return url
    }
}
