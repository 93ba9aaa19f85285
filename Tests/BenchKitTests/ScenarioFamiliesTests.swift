import BenchKit
import Testing

@Suite struct ScenarioFamiliesTests {
    @Test func aScenarioItsBaselinesAndTheirOtherComparisonsFormOneFamily() {
        let names = [
            "floor.call", "dispatch.0subs", "effect.floor", "dispatch.scoped", "effect.roundtrip", "startup.catalog",
            "record.1m", "encode.1m", "blackbox.record",
        ]
        let baselines = [
            "dispatch.0subs": "floor.call", "dispatch.scoped": "dispatch.0subs", "effect.roundtrip": "effect.floor",
            "record.1m": "encode.1m", "blackbox.record": "record.1m",
        ]
        #expect(
            ScenarioFamilies.group(names: names, baselines: baselines) == [
                ["floor.call", "dispatch.0subs", "dispatch.scoped"],
                ["effect.floor", "effect.roundtrip"],
                ["startup.catalog"],
                ["record.1m", "encode.1m", "blackbox.record"],
            ])
    }

    @Test func theStartupScenariosRunWithTheirBaselines() {
        let names = [
            "search.catalog", "search.naive", "startup.catalog", "startup.index", "startup.catalog.20x",
            "search.catalog.20x", "search.page.20x", "startup.version", "startup.process",
        ]
        let baselines = [
            "search.catalog": "search.naive", "startup.catalog.20x": "startup.catalog",
            "search.catalog.20x": "search.catalog", "startup.process": "startup.version",
        ]
        #expect(
            ScenarioFamilies.group(names: names, baselines: baselines) == [
                ["search.catalog", "search.naive", "search.catalog.20x"],
                ["startup.catalog", "startup.catalog.20x"],
                ["startup.index"],
                ["search.page.20x"],
                ["startup.version", "startup.process"],
            ])
    }

    @Test func twoChainsMeetingAtALaterScenarioAreOneFamily() {
        let names = ["a", "b", "c"]
        let baselines = ["c": "a", "b": "c"]
        #expect(ScenarioFamilies.group(names: names, baselines: baselines) == [["a", "b", "c"]])
    }

    @Test func aBaselineOutsideTheRunLinksNothing() {
        let names = ["dispatch.scoped", "effect.roundtrip"]
        let baselines = ["dispatch.scoped": "dispatch.0subs", "effect.roundtrip": "dispatch.0subs"]
        #expect(
            ScenarioFamilies.group(names: names, baselines: baselines) == [["dispatch.scoped"], ["effect.roundtrip"]])
    }

    @Test func noScenariosNoFamilies() {
        #expect(ScenarioFamilies.group(names: [], baselines: [:]).isEmpty)
    }
}
