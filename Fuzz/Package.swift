// swift-tools-version: 6.2
// The fuzz targets of flux-movies: libFuzzer executables over the root package's entry points
// (`FluxMoviesFuzzing`). A package of its own, so that building and testing the root never needs
// the fuzzer runtime. Build and run one with `scripts/fuzz.sh TARGET SECONDS` (CONTRIBUTING.md).
import PackageDescription

let targets = ["action-log-replay", "console-input", "catalog", "tmdb-and-storage"]

let package = Package(
    name: "flux-movies-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "flux-movies", path: "..")],
    targets: [
        .target(name: "FuzzDriver")
    ]
        + targets.map { name in
            .executableTarget(
                name: "fuzz-\(name)",
                dependencies: ["FuzzDriver", .product(name: "_FluxMoviesFuzzing", package: "flux-movies")])
        },
    swiftLanguageModes: [.v6]
)
