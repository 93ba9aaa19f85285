import BenchKit

/// Every scenario `flux-bench` knows, in the order they run and are reported.
///
/// One file per group under `Scenarios/`; a new group is one more line here. Pending (they need
/// the movie app's actions and the action-log feature): `record.1m`, `encode.1m`, `replay.1m`,
/// `decode.1m`, `timetravel.goto`.
@MainActor
enum ScenarioCatalogue {
    /// All scenarios, in report order.
    static func all() -> [Scenario] {
        let catalog = CatalogFixture()
        return FloorScenarios.all
            + DispatchScenarios.all
            + AppendScenarios.all
            + MiddlewareScenarios.all
            + EffectScenarios.all
            + SearchScenarios.all(fixture: catalog)
            + ScaleScenarios.all
    }
}
