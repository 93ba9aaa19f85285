// swift-tools-version: 6.2
import PackageDescription

/// flux-movies: a Flux/Redux state-store framework for Swift, and a movie-search console app built on it.
/// No package dependencies: only the toolchain.
let package = Package(
    name: "flux-movies",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Flux", targets: ["Flux"]),
        .library(name: "FluxActionLog", targets: ["FluxActionLog"]),
        .library(name: "FluxTesting", targets: ["FluxTesting"]),
        // Test-only: the entry points of the fuzz targets in Fuzz/ (not part of the API).
        .library(name: "FluxMoviesFuzzing", targets: ["FluxMoviesFuzzing"]),
        .executable(name: "flux-movies", targets: ["flux-movies"]),
        .executable(name: "flux-bench", targets: ["flux-bench"]),
        .executable(name: "counter", targets: ["Counter"]),
    ],
    targets: [
        .target(name: "Flux"),
        .target(name: "FluxTextFormats"),
        .target(name: "FluxActionLog", dependencies: ["Flux", "FluxTextFormats"]),
        .target(name: "FluxTesting", dependencies: ["Flux", "FluxActionLog"]),
        .target(name: "MoviesDomain"),
        .target(
            name: "MoviesData",
            dependencies: ["MoviesDomain", "FluxTextFormats"],
            exclude: ["Resources/PROVENANCE.md"],
            resources: [.copy("Resources/movies.jsonl")]
        ),
        .target(name: "MoviesApp", dependencies: ["Flux", "FluxActionLog", "MoviesDomain", "FluxTextFormats"]),
        .executableTarget(
            name: "flux-movies",
            dependencies: [
                "Flux", "FluxActionLog", "FluxTextFormats", "LineEditing", "MoviesDomain", "MoviesData", "MoviesApp",
            ]
        ),
        .target(name: "BenchKit", dependencies: ["FluxTextFormats"]),
        .target(name: "LineEditing"),
        .target(
            name: "FluxMoviesFuzzing",
            dependencies: ["Flux", "FluxActionLog", "MoviesDomain", "MoviesData", "MoviesApp"]
        ),
        .executableTarget(
            name: "flux-bench",
            dependencies: [
                "BenchKit", "Flux", "FluxActionLog", "LineEditing", "MoviesDomain", "MoviesData", "MoviesApp",
            ]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
        .testTarget(name: "FluxTextFormatsTests", dependencies: ["FluxTextFormats"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TerminalTestSupport"]),
        .target(name: "TerminalTestSupport", dependencies: ["LineEditing"], path: "Tests/Support/TerminalTestSupport"),
        .testTarget(name: "FluxMoviesFuzzingTests", dependencies: ["FluxMoviesFuzzing"]),
        .executableTarget(name: "Counter", dependencies: ["Flux"], path: "Examples/Counter"),
        .testTarget(
            name: "CounterTests", dependencies: ["Counter", "Flux", "FluxTesting"], path: "Examples/CounterTests"),
        .testTarget(
            name: "FluxTests",
            dependencies: ["Flux", "FluxTesting", "TestSupport"]
        ),
        .target(name: "TestSupport", path: "Tests/Support/TestSupport"),
        .testTarget(
            name: "FluxActionLogTests",
            dependencies: [
                "BenchKit", "Flux", "FluxActionLog", "FluxTesting", "ActionLogFixtures", "TestSupport",
                "action-log-writer", "action-log-probe",
            ]
        ),
        .target(
            name: "ActionLogFixtures",
            dependencies: ["BenchKit", "Flux", "FluxActionLog"],
            path: "Tests/Support/ActionLogFixtures"
        ),
        .executableTarget(
            name: "action-log-writer",
            dependencies: ["BenchKit", "Flux", "FluxActionLog", "ActionLogFixtures"],
            path: "Tests/Support/ActionLogWriter"
        ),
        .executableTarget(
            name: "action-log-probe",
            dependencies: ["BenchKit", "Flux", "FluxActionLog", "ActionLogFixtures"],
            path: "Tests/Support/ActionLogProbe"
        ),
        .testTarget(name: "FluxTestingTests", dependencies: ["Flux", "FluxTesting", "TestSupport"]),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"]),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: ["MoviesDomain", "MoviesData", "MoviesTestSupport", "recent-queries-writer"]
        ),
        .target(
            name: "MoviesTestSupport",
            path: "Tests/Support/MoviesTestSupport",
            resources: [.copy("Fixtures")]
        ),
        .executableTarget(
            name: "recent-queries-writer",
            dependencies: ["MoviesDomain", "MoviesData"],
            path: "Tests/Support/RecentQueriesWriter"
        ),
        .testTarget(
            name: "MoviesAppTests",
            dependencies: [
                "BenchKit", "Flux", "FluxActionLog", "FluxTesting", "MoviesDomain", "MoviesApp", "MoviesTestSupport",
                "TestSupport", "TerminalTestSupport", "ActionLogFixtures", "flux-movies",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
