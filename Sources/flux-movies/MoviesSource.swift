import Foundation
import MoviesApp
import MoviesData
import MoviesDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The data layer chosen by the options, as the app's dependencies.
struct MoviesSource {
    /// Which source it is (the welcome line names it).
    let kind: MoviesSourceKind
    /// The data directory (recent searches, the response cache, the console's history).
    let dataDirectory: URL
    /// The use cases over the chosen repositories.
    let dependencies: AppDependencies

    /// Builds the catalog or TMDB source; recent queries live in the data directory.
    /// - Throws: `StartupError` for a missing API key or bad URL (status 2) or an unloadable catalog (1).
    static func make(
        _ options: RunOptions, environment: [String: String], language: Language, errors: ErrorLines
    ) throws(StartupError) -> MoviesSource {
        let directory = DataDirectory.resolveForCurrentProcess(flag: options.dataDirectory)
        return try make(
            options, environment: environment, language: language, directory: directory.url, errors: errors)
    }

    private static func make(
        _ options: RunOptions, environment: [String: String], language: Language, directory: URL,
        errors: ErrorLines
    ) throws(StartupError) -> MoviesSource {
        let queries = RecentQueriesStore(directory: directory, warnings: errors.warnings)
        switch options.source {
        case .catalog:
            let repository: CatalogMoviesRepository
            do {
                repository = try CatalogMoviesRepository(latency: .milliseconds(options.latencyMilliseconds))
            } catch {
                throw StartupError(message: message(error), exitStatus: 1)
            }
            var dependencies = dependencies(
                movies: repository, queries: queries, posters: NoPosters(), errors: errors,
                posterURL: { path, _ in path })
            if options.suggests { dependencies.suggestTitles = CatalogSuggestions.titles(from: repository.catalog) }
            return MoviesSource(kind: .catalog, dataDirectory: directory, dependencies: dependencies)
        case .tmdb:
            let configuration = try tmdbConfiguration(options, environment: environment, language: language)
            let session = BoundedURLSession()
            let movies = TMDBMoviesRepository(
                configuration: configuration,
                cache: ResponseCacheStore(directory: directory, warnings: errors.warnings), session: session)
            let posters = TMDBPosterImagesRepository(configuration: configuration, session: session)
            let imageConfiguration = configuration.imageNetworkConfiguration
            var dependencies = dependencies(
                movies: movies, queries: queries, posters: posters, errors: errors,
                posterURL: { path, width in
                    (try? TMDBEndpoints.posterImage(path: path, width: width).url(with: imageConfiguration))?
                        .absoluteString ?? path
                })
            if options.suggests { dependencies.suggestTitles = CatalogSuggestions.forTMDB() }
            return MoviesSource(kind: .tmdb, dataDirectory: directory, dependencies: dependencies)
        }
    }

    private static func tmdbConfiguration(
        _ options: RunOptions, environment: [String: String], language: Language
    ) throws(StartupError) -> TMDBConfiguration {
        do {
            return try TMDBConfiguration.resolve(
                environment: environment, baseURL: options.tmdbBaseURL, imageBaseURL: options.tmdbImageBaseURL,
                baseURLName: "--tmdb-base-url", imageBaseURLName: "--tmdb-image-base-url",
                language: language.tmdbLanguage)
        } catch {
            throw StartupError(message: message(error), exitStatus: 2)
        }
    }

    /// The app's message for a TMDB configuration that cannot be made.
    private static func message(_ error: TMDBConfigurationError) -> LaunchMessage {
        switch error {
        case .missingAPIKey: .missingAPIKey
        case .invalidURL(let name, let value): .invalidURL(name: name, value: value)
        }
    }

    /// The app's message for a catalog that cannot be loaded.
    private static func message(_ error: CatalogLoadError) -> LaunchMessage {
        switch error {
        case .resourceMissing(let searched):
            .catalogMissing(folder: CatalogResourceLocation.folderName, searched: searched)
        case .unreadable(let detail): .catalogUnreadable(detail: detail)
        case .malformedLine(let line, let reason): .catalogMalformed(line: line, reason: reason)
        case .malformedSnapshot(let path, let reason): .catalogUnreadable(detail: "\(path): \(reason)")
        }
    }

    private static func dependencies(
        movies: any MoviesRepository, queries: RecentQueriesStore, posters: any PosterImagesRepository,
        errors: ErrorLines, posterURL: @escaping @Sendable (String, Int) -> String
    ) -> AppDependencies {
        AppDependencies(
            searchMovies: SearchMoviesUseCase(moviesRepository: movies, queriesRepository: queries) { error in
                errors.post(.savingRecentSearchFailed(detail: "\(error)"))
            },
            fetchRecentQueries: FetchRecentMovieQueriesUseCase(queriesRepository: queries),
            fetchPosterImage: FetchPosterImageUseCase(posterImagesRepository: posters), posterURL: posterURL)
    }
}
