import FluxExploration
import Testing

/// The explorer's random source: fixed by its seed, and its own algorithms.
@Suite struct ExplorationRandomTests {
    @Test func theFirstNumbersOfSeedZeroAreSplitMix64s() {
        var random = ExplorationRandom(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func equalSeedsGiveEqualChoices() {
        var first = ExplorationRandom(seed: 42)
        var second = ExplorationRandom(seed: 42)
        let drawn = (0..<50).map { _ in first.int(below: 7) }
        #expect(drawn == (0..<50).map { _ in second.int(below: 7) })
        #expect(Set(drawn) == Set(0..<7))
    }

    @Test func aPickFollowsTheWeightsAndNeverTakesAZeroWeight() {
        var random = ExplorationRandom(seed: 7)
        let picks = (0..<1000).compactMap { _ in random.pick(weights: [1, 0, 3]) }
        #expect(picks.count == 1000)
        #expect(!picks.contains(1))
        #expect((650...850).contains(picks.filter { $0 == 2 }.count))
        #expect(random.pick(weights: [0, 0]) == nil)
        #expect(random.int(below: 0) == 0)
    }
}
