import Flux
import FluxExploration
import MoviesApp

/// flux-movies as the explorer drives it: the app's stores and middleware (with a planted bug's
/// variant swapped in, if any) over repositories simulated on the explorer's clock and entropy.
@MainActor
package final class ExploredMovies: Explorable {
    /// The app's dispatcher and stores.
    package let core: AppCore

    /// The app with `plant`'s bug (none by default), on `environment`.
    package init(plant: MoviesPlant? = nil, environment: ExplorationEnvironment) {
        core = AppCore.live(
            dependencies: SimulatedMovies(environment: environment).dependencies, parts: plant?.parts ?? AppParts())
    }

    /// The dispatcher the explorer sends to.
    package var dispatcher: Dispatcher<AppAction> { core.dispatcher }
    /// The four stores' states.
    package var snapshot: AppState { core.state }
}

/// The explorer of flux-movies.
package enum MoviesExplorer {
    /// An explorer of flux-movies with `plant`'s bug (none by default).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor
    package static func make(
        plant: MoviesPlant? = nil, options: ExplorationOptions = ExplorationOptions()
    ) -> Explorer<ExploredMovies> {
        Explorer(rules: MoviesRules.all, properties: MoviesProperties.all, options: options) { environment in
            ExploredMovies(plant: plant, environment: environment)
        }
    }
}
