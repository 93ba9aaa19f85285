import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

@Suite struct TMDBMappingTests {
    private func decode(_ json: String) throws -> TMDBMoviesResponseDTO {
        try JSONDecoder().decode(TMDBMoviesResponseDTO.self, from: Data(json.utf8))
    }

    @Test func decodesEveryFieldWithTMDBNamesAndIgnoresUnknownOnes() throws {
        let dto = try decode(
            """
            {"page": 2, "total_pages": 7, "total_results": 130, "results": [{
              "id": 550, "title": "Fight Club", "overview": "An insomniac...", "poster_path": "/pB8.jpg",
              "release_date": "1999-10-15", "genre_ids": [18, 53, 99999], "vote_average": 8.4,
              "vote_count": 26280, "adult": false, "popularity": 61.4, "original_title": "Fight Club"}]}
            """)
        #expect(
            dto
                == TMDBMoviesResponseDTO(
                    page: 2, totalPages: 7, totalResults: 130,
                    results: [
                        TMDBMovieDTO(
                            id: 550, title: "Fight Club", overview: "An insomniac...", posterPath: "/pB8.jpg",
                            releaseDate: "1999-10-15", genreIds: [18, 53, 99999], voteAverage: 8.4, voteCount: 26280)
                    ]))
        #expect(
            TMDBMapping.page(dto)
                == MoviesPage(
                    page: 2, totalPages: 7, totalResults: 130,
                    movies: [
                        Movie(
                            id: 550, title: "Fight Club", genres: ["Drama", "Thriller"], posterPath: "/pB8.jpg",
                            overview: "An insomniac...", releaseDate: Date(timeIntervalSince1970: 939_945_600),
                            year: 1999,
                            rating: 8.4, reviewCount: 26280)
                    ]))
    }

    @Test func missingAndNullFieldsBecomeNil() throws {
        let dto = try decode(
            #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 1, "poster_path": null}]}"#)
        #expect(TMDBMapping.page(dto).movies == [Movie(id: 1, title: "")])
    }

    @Test func emptyStringsBecomeNil() throws {
        let dto = TMDBMovieDTO(
            id: 2, title: "T", overview: "", posterPath: "", releaseDate: "",
            genreIds: [], voteAverage: 0, voteCount: 0)
        #expect(TMDBMapping.movie(dto) == Movie(id: 2, title: "T", rating: 0, reviewCount: 0))
    }

    @Test(arguments: [
        ("2003-09-07", Optional(1_062_892_800.0)), ("", nil), ("2003-02-30", nil), ("2003", nil),
        ("07/09/2003", nil), ("2003-09-07T10:00:00Z", nil),
    ])
    func releaseDatesAreUTCDaysOrNil(text: String, seconds: Double?) {
        let dto = TMDBMovieDTO(
            id: 1, title: "T", overview: nil, posterPath: nil, releaseDate: text,
            genreIds: nil, voteAverage: nil, voteCount: nil)
        let movie = TMDBMapping.movie(dto)
        #expect(movie.releaseDate == seconds.map { Date(timeIntervalSince1970: $0) })
        #expect(movie.year == (seconds == nil ? nil : 2003))
    }

    @Test func aResponseWithoutRequiredFieldsIsRejected() {
        #expect(throws: DecodingError.self) { try decode(#"{"page": 1, "results": []}"#) }
        #expect(throws: DecodingError.self) {
            try decode(#"{"page": 1, "total_pages": 1, "total_results": 1, "results": [{"title": "no id"}]}"#)
        }
    }

    @Test func theGenreTableIsTMDBs() {
        #expect(
            TMDBGenres.names(for: [
                28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878,
                10770, 53, 10752, 37, 1,
            ]) == [
                "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy",
                "History", "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War",
                "Western",
            ])
    }

    @Test func errorBodiesAreDecodedIntoTheDetail() {
        let body = Data(#"{"status_code": 7, "status_message": "Invalid API key.", "success": false}"#.utf8)
        #expect(
            TMDBErrorResponseDTO.decode(body) == TMDBErrorResponseDTO(statusCode: 7, statusMessage: "Invalid API key."))
        #expect(TMDBErrorMapping.statusDetail(401, body) == "HTTP 401: Invalid API key. (TMDB status_code 7)")
        #expect(TMDBErrorMapping.statusDetail(502, Data("<html>".utf8)) == "HTTP 502")
        #expect(TMDBErrorMapping.statusDetail(404, Data("{}".utf8)) == "HTTP 404")
    }
}

@Suite struct PosterURLTests {
    @Test(arguments: [
        (92, 92), (123, 92), (124, 154), (154, 154), (169, 154), (170, 185), (186, 185), (263, 185),
        (264, 342), (421, 342), (422, 500), (640, 500), (641, 780), (5000, 780), (0, 92), (-10, 92),
    ])
    func closestWidthWithTiesToTheSmaller(width: Int, expected: Int) {
        #expect(PosterWidth.closest(to: width) == expected)
    }

    @Test func posterURLUsesTheImageHostAndClosestWidth() throws {
        let base = try #require(URL(string: "https://image.tmdb.org"))
        let url = try TMDBEndpoints.posterImage(path: "/abc.jpg", width: 200).url(
            with: NetworkConfiguration(baseURL: base))
        #expect(url.absoluteString == "https://image.tmdb.org/t/p/w185/abc.jpg")
    }

    @Test(arguments: ["abc.jpg", "/a b.jpg", "/a?.jpg", ""])
    func aMalformedPosterPathIsAURLGenerationError(path: String) throws {
        let base = try #require(URL(string: "https://image.tmdb.org"))
        #expect(throws: NetworkError.self) {
            try TMDBEndpoints.posterImage(path: path, width: 200).url(with: NetworkConfiguration(baseURL: base))
        }
    }

    @Test func searchURLHasTheKeyLanguageQueryAndPage() throws {
        let configuration = try TMDBConfiguration.resolve(environment: ["TMDB_API_KEY": "KEY"], language: "es-ES")
        let url = try TMDBEndpoints.searchMovies(query: "amélie & co", page: 3)
            .url(with: configuration.apiNetworkConfiguration)
        #expect(
            url.absoluteString
                == "https://api.themoviedb.org/3/search/movie?api_key=KEY&language=es-ES&query=am%C3%A9lie%20%26%20co&page=3"
        )
    }
}

@Suite struct TMDBConfigurationTests {
    @Test func defaultsApplyWithOnlyAKey() throws {
        let configuration = try TMDBConfiguration.resolve(environment: ["TMDB_API_KEY": "k"])
        #expect(configuration.apiKey == "k")
        #expect(configuration.baseURL.absoluteString == "https://api.themoviedb.org")
        #expect(configuration.imageBaseURL.absoluteString == "https://image.tmdb.org")
        #expect(configuration.language == "en-US")
    }

    @Test func environmentThenOverrides() throws {
        let environment = [
            "TMDB_API_KEY": "env", "TMDB_BASE_URL": "http://127.0.0.1:1", "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:2",
        ]
        let fromEnvironment = try TMDBConfiguration.resolve(environment: environment)
        #expect(fromEnvironment.baseURL.absoluteString == "http://127.0.0.1:1")
        #expect(fromEnvironment.imageBaseURL.absoluteString == "http://127.0.0.1:2")
        let overridden = try TMDBConfiguration.resolve(
            environment: environment, apiKey: "flag",
            baseURL: "http://localhost:3", imageBaseURL: "")
        #expect(overridden.apiKey == "flag")
        #expect(overridden.baseURL.absoluteString == "http://localhost:3")
        #expect(overridden.imageBaseURL.absoluteString == "http://127.0.0.1:2")
    }

    @Test(arguments: [[:], ["TMDB_API_KEY": ""], ["TMDB_API_KEY": "  "]])
    func aMissingKeyIsAClearError(environment: [String: String]) {
        #expect(throws: TMDBConfigurationError.missingAPIKey) {
            try TMDBConfiguration.resolve(environment: environment)
        }
        #expect(
            TMDBConfigurationError.missingAPIKey.description
                == "TMDB source needs an API key: set TMDB_API_KEY")
    }

    @Test(arguments: ["not a url", "ftp://x.org", "http://", "/relative"])
    func anInvalidBaseURLIsNamed(value: String) {
        #expect(throws: TMDBConfigurationError.invalidURL(name: "TMDB_BASE_URL", value: value)) {
            try TMDBConfiguration.resolve(environment: ["TMDB_API_KEY": "k", "TMDB_BASE_URL": value])
        }
        #expect(throws: TMDBConfigurationError.invalidURL(name: "--tmdb-base-url", value: value)) {
            try TMDBConfiguration.resolve(
                environment: ["TMDB_API_KEY": "k", "TMDB_BASE_URL": "http://fine.org"],
                baseURL: value, baseURLName: "--tmdb-base-url")
        }
        #expect(throws: TMDBConfigurationError.invalidURL(name: "TMDB_IMAGE_BASE_URL", value: value)) {
            try TMDBConfiguration.resolve(environment: ["TMDB_API_KEY": "k", "TMDB_IMAGE_BASE_URL": value])
        }
        #expect(throws: TMDBConfigurationError.invalidURL(name: "imageBaseURL", value: value)) {
            try TMDBConfiguration.resolve(environment: ["TMDB_API_KEY": "k"], imageBaseURL: value)
        }
        #expect(
            TMDBConfigurationError.invalidURL(name: "--tmdb-base-url", value: value).description
                == "--tmdb-base-url must be an http(s) URL with a host, got \"\(value)\"")
    }
}
