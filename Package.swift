// swift-tools-version: 6.2
import PackageDescription

/// flux-movies: a Flux/Redux state-store framework for Swift, and a movie-search console app built on it.
/// No package dependencies: only the toolchain.
let package = Package(
    name: "flux-movies",
    // What Observation (and so `Store: Observable`) needs on each Apple platform.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    // What a dependent sees: the three libraries and the app. The benchmarks (`flux-bench`) and
    // the examples (`counter`) are executable targets of this root package: `swift run` runs them
    // here, and no dependent can see them or collide with their names.
    products: [
        .library(name: "Flux", targets: ["Flux"]),
        .library(name: "FluxActionLog", targets: ["FluxActionLog"]),
        .library(name: "FluxTesting", targets: ["FluxTesting"]),
        // The test generator alone: it links no test framework, so an app can ship it.
        .library(name: "FluxTestGeneration", targets: ["FluxTestGeneration"]),
        // The replay tool an app runs from its own main: replay, verify, inspect, blame, minimize
        // and emit-test, every reducer in a child process of the app's binary.
        .library(name: "FluxReplayTool", targets: ["FluxReplayTool"]),
        // Seeded exploration of an app's stores: user actions from rules, effects and time under
        // one seed, invariants and properties checked, failures shrunk. Links FluxTesting (and so
        // the test framework): for tests and test tools, not for what ships.
        .library(name: "FluxExploration", targets: ["FluxExploration"]),
        // The explore command an app's test tool runs from its own main: exploration in a child
        // process, and for each new failure (a crash too) its log, minimized log and test.
        .library(name: "FluxExploreTool", targets: ["FluxExploreTool"]),
        .executable(name: "flux-movies", targets: ["flux-movies"]),
        // Not API: the entry points of the fuzz targets, for the Fuzz/ package alone. The leading
        // underscore says so; it may change or go away in any version.
        .library(name: "_FluxMoviesFuzzing", targets: ["FluxMoviesFuzzing"]),
    ],
    targets: [
        .target(name: "Flux"),
        .target(name: "FluxTextFormats"),
        // The package's one seeded generator (SplitMix64): BenchKit and FluxExploration share it.
        .target(name: "FluxSeededRandom"),
        // The inspector page's web files are in Web/Inspector: scripts/inspector-assets.sh writes them
        // into Inspector/Generated.
        .target(name: "FluxActionLog", dependencies: ["Flux", "FluxTextFormats"]),
        .target(name: "FluxTesting", dependencies: ["Flux", "FluxActionLog", "FluxTestGeneration"]),
        .target(name: "FluxTestGeneration", dependencies: ["Flux", "FluxActionLog", "FluxTextFormats"]),
        .target(
            name: "FluxReplayTool", dependencies: ["Flux", "FluxActionLog", "FluxTestGeneration", "FluxTextFormats"]),
        .target(name: "MoviesDomain"),
        .target(
            name: "MoviesData",
            dependencies: ["MoviesDomain", "FluxTextFormats"],
            exclude: ["Resources/PROVENANCE.md"],
            // movies.catalog: the films and their search index precomputed from movies.jsonl, read at
            // start instead of parsing and indexing (CatalogSnapshotFreshnessTests keeps it fresh).
            resources: [.copy("Resources/movies.jsonl"), .copy("Resources/movies.catalog")],
            // Optimized in debug builds too: unoptimized, parsing and indexing the embedded catalog
            // takes 0.9 s of every `swift run flux-movies` start (0.1 s optimized), and 3.7 s under
            // ThreadSanitizer in each of the process tests. The only unsafe flag of the package:
            // no library product an adopter uses holds this target (only `_FluxMoviesFuzzing`,
            // for Fuzz/, which depends on this package by path, where unsafe flags are allowed),
            // and stepping through it in a debugger shows optimized code (CONTRIBUTING, "Sanitizers").
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(name: "MoviesApp", dependencies: ["Flux", "FluxActionLog", "MoviesDomain", "FluxTextFormats"]),
        .executableTarget(
            name: "flux-movies",
            dependencies: [
                "Flux", "FluxActionLog", "FluxTextFormats", "LineEditing", "MoviesDomain", "MoviesData", "MoviesApp",
                // `replay --emit-test` writes tests with the generator, which links no test framework;
                // the replay tool's supervisor runs every replay in a child process.
                "FluxTestGeneration", "FluxReplayTool",
            ]
        ),
        .target(name: "BenchKit", dependencies: ["FluxSeededRandom", "FluxTextFormats"]),
        .target(name: "LineEditing"),
        .target(
            name: "FluxMoviesFuzzing",
            dependencies: ["Flux", "FluxActionLog", "MoviesDomain", "MoviesData", "MoviesApp"]
        ),
        .executableTarget(
            name: "flux-bench",
            dependencies: [
                "BenchKit", "Flux", "FluxActionLog", "LineEditing", "MoviesDomain", "MoviesData", "MoviesApp",
                // explore.movies: the explorer on flux-movies (a test-support target; the
                // benchmark does not ship).
                "FluxExploration", "MoviesExploration",
            ]
        ),
        // flux-alloc-gate: exact heap-call counts of Flux operations, run in release by .ci/run; an
        // executable target (no product) like flux-bench. The C target replaces malloc and
        // friends, so it is linked into that executable alone.
        .executableTarget(name: "flux-alloc-gate", dependencies: ["Flux", "FluxActionLog", "AllocationCounter"]),
        .target(name: "AllocationCounter", path: "Tests/Support/AllocationCounter"),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
        .testTarget(name: "FluxTextFormatsTests", dependencies: ["FluxTextFormats"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TerminalTestSupport", "TestSupport"]),
        .target(
            name: "TerminalTestSupport", dependencies: ["LineEditing", "TestSupport"],
            path: "Tests/Support/TerminalTestSupport"),
        .testTarget(name: "FluxMoviesFuzzingTests", dependencies: ["FluxMoviesFuzzing"]),
        .executableTarget(name: "counter", dependencies: ["Flux"], path: "Examples/Counter"),
        .testTarget(
            name: "CounterTests", dependencies: ["counter", "Flux", "FluxTesting"], path: "Examples/CounterTests"),
        .testTarget(
            name: "FluxTests",
            dependencies: ["Flux", "FluxTesting", "TestSupport", "throttle-probe"]
        ),
        // Throttles 100,000 ids in a process of its own: FluxTests reads how much its memory grew.
        .executableTarget(
            name: "throttle-probe", dependencies: ["Flux", "FluxTesting"], path: "Tests/Support/ThrottleProbe"),
        .target(name: "TestSupport", path: "Tests/Support/TestSupport"),
        .testTarget(
            name: "FluxReplayToolTests",
            dependencies: [
                "Flux", "FluxActionLog", "FluxReplayTool", "ActionLogFixtures", "TestSupport", "tally-replay",
            ]
        ),
        // The tally app with real bugs and the replay tool in its main: FluxReplayToolTests runs it.
        .executableTarget(
            name: "tally-replay",
            dependencies: ["Flux", "FluxActionLog", "FluxReplayTool", "FluxTestGeneration", "ActionLogFixtures"],
            path: "Tests/Support/TallyReplay"
        ),
        .testTarget(
            name: "FluxActionLogTests",
            dependencies: [
                "BenchKit", "Flux", "FluxActionLog", "FluxTesting", "ActionLogFixtures", "TestSupport",
                "action-log-writer", "action-log-probe",
            ],
            // Generated text pinned byte for byte and not compiled: its exit test fails while the
            // tally's deliberate trap on 13 is there (ActionLogTestGeneratorTests says more).
            exclude: ["Generated/TallyCrashTests.swift.snapshot"]
        ),
        .target(
            name: "ActionLogFixtures",
            dependencies: ["BenchKit", "Flux", "FluxActionLog", "TestSupport"],
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
        // Seeded exploration of an app's stores against their invariants, shrunk to a minimal
        // failing sequence (the product above; its API is listed in api/FluxExploration.txt).
        .target(name: "FluxExploration", dependencies: ["Flux", "FluxActionLog", "FluxSeededRandom", "FluxTesting"]),
        .target(
            name: "FluxExploreTool",
            dependencies: ["Flux", "FluxActionLog", "FluxExploration", "FluxReplayTool", "FluxTestGeneration"]),
        .testTarget(
            name: "FluxExploreToolTests",
            dependencies: [
                "Flux", "FluxActionLog", "FluxExploration", "FluxExploreTool", "FluxReplayTool", "FluxTestGeneration",
            ]),
        .testTarget(
            name: "FluxExplorationTests",
            dependencies: ["FluxExploration", "Flux", "FluxActionLog", "FluxTesting", "TestSupport"]),
        // flux-movies explored: its commands as rules (the command resolver's preconditions), its
        // repositories simulated on the explorer's seed, and bugs planted in variants of its parts.
        .target(
            name: "MoviesExploration",
            dependencies: [
                "Flux", "FluxActionLog", "FluxExploration", "FluxTestGeneration", "MoviesApp", "MoviesDomain",
            ],
            path: "Tests/Support/MoviesExploration"
        ),
        // `movies-explore`: the explore command of the gate (FluxExploreTool), and the replay tool
        // with the planted parts (MOVIES_EXPLORE_PLANT) for the logs it writes.
        .executableTarget(
            name: "movies-explore",
            dependencies: [
                "FluxExploration", "FluxExploreTool", "FluxReplayTool", "MoviesApp", "MoviesExploration",
            ],
            path: "Tests/Support/MoviesExplore"
        ),
        .testTarget(
            name: "MoviesExplorationTests",
            dependencies: [
                "Flux", "FluxActionLog", "FluxExploration", "FluxTesting", "MoviesApp", "MoviesDomain",
                "MoviesExploration", "MoviesTestSupport", "TestSupport", "movies-explore",
            ],
            // The log the committed regression test was made from (ExploreCommandTests reads it).
            exclude: ["Regression/explored-BDD732262FEB6E95.jsonl"]
        ),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"]),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: ["MoviesDomain", "MoviesData", "MoviesTestSupport", "TestSupport", "recent-queries-writer"]
        ),
        .target(
            name: "MoviesTestSupport",
            dependencies: ["TestSupport"],
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
                "TestSupport", "TerminalTestSupport", "ActionLogFixtures", "flux-movies", "black-box-crasher",
            ],
            // Generated text pinned byte for byte and not compiled (GeneratedTestFilesTests says why).
            exclude: ["Generated/BlackBoxWindowTests.swift.snapshot"]
        ),
        // A tiny app whose reducer crashes for real (each crash signal) with a black box kept:
        // BlackBoxCrashTests runs it.
        .executableTarget(
            name: "black-box-crasher", dependencies: ["Flux", "FluxActionLog"], path: "Tests/Support/BlackBoxCrasher"),
    ],
    swiftLanguageModes: [.v6]
)

/// Removes every target not in `kept`, and every product with a target not in `kept`.
@MainActor func narrowPackage(to kept: Set<String>) {
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}

// `FLUX_RELEASE_SUITES=1`: the package narrowed to the libraries' own suites (FluxTests,
// FluxTestingTests, FluxActionLogTests), what they need, and the allocation gate, so that
// `.ci/run` tests the libraries' release hot paths (`swift test -c release`, which would
// otherwise build the app and every suite in release) and counts allocations on the same build.
// Nothing else reads the variable; without it the package is whole.
if Context.environment["FLUX_RELEASE_SUITES"] == "1" {
    // The three suites and the gate, with every target they depend on (a missing one is an error).
    narrowPackage(to: [
        "FluxTests", "FluxTestingTests", "FluxActionLogTests", "flux-alloc-gate", "Flux", "FluxTextFormats",
        "FluxActionLog", "FluxTesting", "FluxTestGeneration", "BenchKit", "FluxSeededRandom", "TestSupport",
        "ActionLogFixtures", "AllocationCounter", "throttle-probe", "action-log-writer", "action-log-probe",
    ])
    // The suites themselves unoptimized: what runs in release is the libraries' code, and -O
    // would double the time this build takes.
    for target in package.targets where target.type == .test {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
    }
}

// `FLUX_PLANTED_BUG_BUILD=1`: the package narrowed to what scripts/planted-bug.sh builds with the
// bug compiled in: flux-movies, and of the tests only the committed regression test generated
// from the bug's crash, which must fail on that build. Its other tests run from the plain build
// against these binaries; building every suite again with the bug would take twice the time.
if Context.environment["FLUX_PLANTED_BUG_BUILD"] == "1" {
    narrowPackage(to: [
        "flux-movies", "Flux", "FluxActionLog", "FluxTextFormats", "LineEditing", "MoviesDomain", "MoviesData",
        "MoviesApp", "FluxTestGeneration", "FluxReplayTool", "FluxTesting", "MoviesAppTests",
    ])
    for target in package.targets where target.name == "MoviesAppTests" {
        target.dependencies = ["FluxTesting", "MoviesApp", "MoviesDomain"]
        target.sources = ["Generated/PlantedBugRegressionTests.swift"]
        target.exclude = []
    }
}

// `FLUX_SANITIZER` set (the sanitizer passes of `.ci/run`; CONTRIBUTING, Sanitizers): the package
// without the two tools no test starts, flux-bench and flux-alloc-gate (whose counter replaces
// malloc, as the sanitizers' runtimes do). The plain and release builds still build and run both.
if Context.environment["FLUX_SANITIZER"] != nil {
    let tools: Set = ["flux-bench", "flux-alloc-gate", "AllocationCounter"]
    narrowPackage(to: Set(package.targets.map(\.name)).subtracting(tools))
}
