// swift-tools-version: 6.2
// A package that adopts flux-movies' libraries the way another team's app would: it depends on the
// repository by path and uses only their public API (nothing `package`, nothing underscored).
// `.ci/run` builds and tests it; so can you: `swift test --package-path Examples/Downstream`.
import PackageDescription

let package = Package(
    name: "Downstream",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        // A path dependency's identity is its folder's name, and a clone of this repository may
        // have any name: `name:` pins the identity the targets below use. An app depending on a
        // clone named flux-movies writes `.package(path: "../flux-movies")` alone.
        .package(name: "flux-movies", path: "../..")
    ],
    targets: [
        .target(
            name: "Todos",
            dependencies: [
                .product(name: "Flux", package: "flux-movies"),
                .product(name: "FluxActionLog", package: "flux-movies"),
            ]
        ),
        // The app's executable: the replay tool first, in under 20 lines of glue.
        .executableTarget(
            name: "todos",
            dependencies: [
                "Todos",
                .product(name: "FluxReplayTool", package: "flux-movies"),
                .product(name: "FluxTestGeneration", package: "flux-movies"),
            ]
        ),
        // The explorer's view of the app (its rules, properties and planted bugs), shared by the
        // tests and the test tool: it links FluxExploration, and so the test framework.
        .target(
            name: "TodosExploration",
            dependencies: [
                "Todos",
                .product(name: "Flux", package: "flux-movies"),
                .product(name: "FluxExploration", package: "flux-movies"),
            ]
        ),
        // The test tool `todos-explore`: the explore command of FluxExploreTool, in a few lines.
        // It does not ship; its planted crash (TODOS_EXPLORE_PLANT=crash) is in it alone.
        .executableTarget(
            name: "todos-explore",
            dependencies: [
                "Todos", "TodosExploration",
                .product(name: "FluxActionLog", package: "flux-movies"),
                .product(name: "FluxExploreTool", package: "flux-movies"),
                .product(name: "FluxReplayTool", package: "flux-movies"),
                .product(name: "FluxTestGeneration", package: "flux-movies"),
            ]
        ),
        .testTarget(
            name: "TodosTests",
            dependencies: [
                "Todos", "TodosExploration", "todos", "todos-explore",
                .product(name: "Flux", package: "flux-movies"),
                .product(name: "FluxActionLog", package: "flux-movies"),
                .product(name: "FluxTesting", package: "flux-movies"),
                .product(name: "FluxExploration", package: "flux-movies"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
