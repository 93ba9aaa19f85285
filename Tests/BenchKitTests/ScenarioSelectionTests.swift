import BenchKit
import Testing

@Suite struct ScenarioSelectionTests {
    let names = [
        "floor.call", "dispatch.0subs", "dispatch.10selectors", "middleware.3noop", "search.catalog", "search.naive",
    ]
    let baselines = [
        "dispatch.0subs": "floor.call", "dispatch.10selectors": "floor.call",
        "middleware.3noop": "dispatch.0subs", "search.catalog": "search.naive",
    ]

    @Test func noFilterSelectsEverything() throws {
        #expect(try ScenarioSelection.select(names: names, baselines: baselines, fragments: []) == names)
    }

    @Test func aFragmentSelectsTheNamesContainingItWithTheirBaselinesInCatalogueOrder() throws {
        let chosen = try ScenarioSelection.select(names: names, baselines: baselines, fragments: ["search.cat"])
        #expect(chosen == ["search.catalog", "search.naive"])
    }

    @Test func baselinesAreAddedTransitively() throws {
        let chosen = try ScenarioSelection.select(names: names, baselines: baselines, fragments: ["middleware"])
        #expect(chosen == ["floor.call", "dispatch.0subs", "middleware.3noop"])
    }

    @Test func severalFragmentsAddUp() throws {
        let chosen = try ScenarioSelection.select(
            names: names, baselines: baselines, fragments: ["10selectors", "naive"])
        #expect(chosen == ["floor.call", "dispatch.10selectors", "search.naive"])
    }

    @Test func aFragmentMatchingNothingIsAnErrorNamingIt() {
        #expect(throws: BenchUsageError.noScenarioMatches(["record"])) {
            try ScenarioSelection.select(names: names, baselines: baselines, fragments: ["dispatch", "record"])
        }
    }

    @Test func scenariosAreSelectedTheSameWay() throws {
        let scenarios = names.map { name in
            Scenario(name: name, summary: "", baseline: baselines[name], size: 1, quickSize: 1) { _, _ in
                Sample(elapsed: .zero, operations: 1)
            }
        }
        let chosen = try ScenarioSelection.select(scenarios, fragments: ["0subs"])
        #expect(chosen.map(\.name) == ["floor.call", "dispatch.0subs"])
    }
}
