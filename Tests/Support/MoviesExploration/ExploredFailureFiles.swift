import FluxActionLog
import FluxTestGeneration
import MoviesApp

/// What `movies-explore` (FluxExploreTool's `ExploreTool`) needs of flux-movies to write an
/// explored failure's files: the app its logs' headers name, and the generator of their tests.
@MainActor
package enum ExploredFailureFiles {
    /// The application named in the logs' headers: flux-movies itself.
    package static let app = ActionLogApp(name: AppVersion.name, version: AppVersion.current)

    /// The generator of an explored failure's test: the stores of `AppCore` with the parts
    /// `MOVIES_EXPLORE_PLANT` names (``MoviesPlant/fromEnvironment()``), expecting the states the
    /// app's own reducers give. So the test fails while the bug is in the parts it runs, and
    /// passes without it.
    package static func generator(name: String, log: String) -> ActionLogTestGenerator<AppAction> {
        var generator = ActionLogTestGenerator<AppAction>(
            name: name, imports: ["Foundation", "MoviesApp", "MoviesDomain", "MoviesExploration"],
            setup: [
                "let core = AppCore(parts: MoviesPlant.fromEnvironment())",
                "let stores = core.stores",
                "let store = TestStore(dispatcher: core.dispatcher)",
            ],
            storeState: { "$0[stores.\($0)]" })
        generator.notes = [
            "Made by: movies-explore, from the failing sequence it logged in \(log).",
            "It runs the parts MOVIES_EXPLORE_PLANT names (unset: the app's own) and expects the app's own states.",
        ]
        return generator
    }
}
