import FluxActionLog
import FluxExploration
import Testing

/// The explorer finds each bug planted in the search fixture from seed 42, shrinks it to the
/// planted number of user actions with the same failure, and finds the same again from the seed.
@MainActor
@Suite struct ExplorerPlantedBugTests {
    /// A planted bug and what the explorer must report for it.
    struct Planted: Sendable, CustomTestStringConvertible {
        let name: String
        let bugs: SearchBugs
        /// The sequence (of seed 42's) that fails first.
        let sequence: Int
        let failure: ActionLogFailure
        /// The shrunk user actions, exactly.
        let actions: [SearchAction]
        var testDescription: String { name }
    }

    nonisolated static let planted = [
        Planted(
            name: "two actions: a query submitted twice", bugs: .duplicateHistory, sequence: 2,
            failure: .invariantBreak(store: "search", invariant: "history without duplicates"),
            actions: [.submitted("ca"), .submitted("ca")]),
        Planted(
            name: "five actions: five queries overfill the history", bugs: .trimBeforeInsert, sequence: 7,
            failure: .invariantBreak(store: "search", invariant: "history within capacity"),
            actions: [.submitted("c"), .submitted("aa"), .submitted("ac"), .submitted("a"), .submitted("b")]),
        Planted(
            name: "effect order: an older answer after a newer query", bugs: .staleResults, sequence: 1,
            failure: .propertyViolation(property: "no stale results"), actions: [.submitted("a"), .submitted("c")]),
        Planted(
            name: "debounce edge: the last keystroke is never searched", bugs: .leadingEdgeDebounce, sequence: 1,
            failure: .propertyViolation(property: "typed query searched when idle"),
            actions: [.typed("a"), .typed("b")]),
        Planted(
            name: "store order: the status counts the results before the search shows them", bugs: .noWaitFor,
            sequence: 1, failure: .invariantBreak(store: "status", invariant: "status counts the results shown"),
            actions: [.typed("a")]),
    ]

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test(arguments: planted)
    func findsShrinksAndReproduces(_ planted: Planted) throws {
        let explorer = SearchRules.explorer(bugs: planted.bugs, sequences: 20)
        let report = try explorer.explore(seed: 42)
        let found = try #require(report.counterexample, "\(report)")
        #expect(report.sequencesRun == planted.sequence)
        #expect(found.failure == planted.failure)
        #expect(found.actions == planted.actions)
        #expect(found.original.count >= found.actions.count)
        #expect(found.reproduction == "explorer.reproduce(seed: 0x\(String(found.seed, radix: 16, uppercase: true)))")
        #expect(found.description.contains("shrunk to \(planted.actions.count):"))

        // The counterexample's seed alone gives the same failure, actions and schedule again.
        let again = try #require(try explorer.reproduce(seed: found.seed))
        #expect(again.failure == found.failure)
        #expect(again.actions == found.actions)
        #expect("\(again.steps)" == "\(found.steps)")
        // So does the exploration's seed.
        let rerun = try explorer.explore(seed: 42)
        #expect(rerun.counterexample?.seed == found.seed)
        #expect("\(rerun.counterexample?.steps ?? [])" == "\(found.steps)")
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theStaleAnswerNeedsTheNewerSearchToAnswerFirst() throws {
        let explorer = SearchRules.explorer(bugs: .staleResults, sequences: 20)
        let found = try #require(try explorer.explore(seed: 42).counterexample)
        #expect(found.message == #"property "no stale results" broke at loaded(query: "a", results: ["a 1", "a 2"])"#)
        // Both searches were started before either answered: the order of their jobs is the bug.
        let sends = found.steps.indices.filter { found.steps[$0].action != nil }
        let firstRun = found.steps.firstIndex { if case .run = $0 { true } else { false } }
        #expect(sends == [0, 1])
        #expect(firstRun == 2)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test(arguments: [42, 7] as [UInt64])
    func theBugFreeFixtureExploresEverySequenceWithoutAFailure(seed: UInt64) throws {
        let report = try SearchRules.explorer(bugs: [], sequences: 100).explore(seed: seed)
        #expect(report.counterexample == nil, "\(report)")
        #expect(report.sequencesRun == 100)
        #expect("\(report)" == "no failure in 100 sequences (seed 0x\(String(seed, radix: 16, uppercase: true)))")
    }
}
