import BenchKit
import FluxActionLog

/// Every scenario `flux-bench` knows, in the order they run and are reported.
///
/// One file per group under `Scenarios/`; a new group is one more line here.
@MainActor
enum ScenarioCatalogue {
    /// All scenarios, in report order.
    /// - Parameters:
    ///   - logs: the action-log scenarios' fixture (it shares its catalog with the search
    ///     scenarios); the caller calls `remove()` on it after the run to delete the files it made.
    ///   - binary: the release `flux-movies` of the whole-process scenarios.
    /// - Returns: the scenarios.
    static func all(
        logs: AppLogFixture = AppLogFixture(catalog: CatalogFixture()), binary: FluxMoviesBinary = FluxMoviesBinary()
    ) -> [Scenario] {
        let catalog = logs.catalog
        return FloorScenarios.all
            + DispatchScenarios.all
            + InvariantScenarios.all
            + ScopeScenarios.all
            + ObservationScenarios.all
            + AppendScenarios.all
            + MiddlewareScenarios.all
            + EffectScenarios.all
            + SearchScenarios.all(fixture: catalog)
            + CatalogScaleScenarios.all(fixture: ScaledCatalogFixture(source: catalog))
            + ProcessStartupScenarios.all(binary: binary)
            + ConsoleScenarios.all
            + LongInputScenarios.all
            + ScaleScenarios.all
            + ExploreScenarios.all
            + ActionLogScenarios.all(fixture: logs)
            + BlackBoxScenarios.all(fixture: logs)
    }
}
