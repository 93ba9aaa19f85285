import FluxExploration
import Testing

/// Options the explorer cannot explore with are refused before an app is made, by name and
/// value, at every entry point; none traps, and none lets an exploration pass having explored
/// nothing.
@MainActor
@Suite struct ExplorationOptionsTests {
    /// Each bad value and the exact error it gives.
    private static let refused: [(change: @Sendable (inout ExplorationOptions) -> Void, message: String)] = [
        ({ $0.sequences = 0 }, "ExplorationOptions.sequences is 0: it must be at least 1"),
        ({ $0.sequences = -3 }, "ExplorationOptions.sequences is -3: it must be at least 1"),
        ({ $0.actionsPerSequence = 0 }, "ExplorationOptions.actionsPerSequence is 0: it must be at least 1"),
        ({ $0.maxSteps = -5 }, "ExplorationOptions.maxSteps is -5: it must be at least 1"),
        ({ $0.sendWeight = 0 }, "ExplorationOptions.sendWeight is 0: it must be at least 1"),
        ({ $0.runWeight = -1 }, "ExplorationOptions.runWeight is -1: it must be at least 0"),
        ({ $0.advanceWeight = -2 }, "ExplorationOptions.advanceWeight is -2: it must be at least 0"),
        ({ $0.maxPayloadShrinks = -1 }, "ExplorationOptions.maxPayloadShrinks is -1: it must be at least 0"),
        ({ $0.maxAdvance = .zero }, "ExplorationOptions.maxAdvance is 0.0 seconds: it must be at least 1 ms"),
    ]

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aBadOptionIsRefusedByNameBeforeAnAppIsMade() throws {
        for (change, message) in Self.refused {
            var explorer = SearchRules.explorer(bugs: .staleResults)
            change(&explorer.options)
            var appsMade = 0
            let counting = Explorer(rules: explorer.rules, properties: explorer.properties, options: explorer.options) {
                appsMade += 1
                return try SearchApp(bugs: .staleResults, environment: $0)
            }
            let explored = #expect(throws: ExplorationOptionsError.self) { try counting.explore(seed: 0x2A) }
            #expect(explored.map { "\($0)" } == message)
            #expect(throws: ExplorationOptionsError.self) { try counting.reproduce(seed: 0x2A) }
            #expect(throws: ExplorationOptionsError.self) { try counting.replay([], entropySeed: 1) }
            #expect(appsMade == 0, "\(message)")
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theSmallestGoodValuesExplore() throws {
        var explorer = SearchRules.explorer(bugs: [], sequences: 1)
        explorer.options.actionsPerSequence = 1
        explorer.options.maxSteps = 1
        explorer.options.runWeight = 0
        explorer.options.advanceWeight = 0
        explorer.options.maxPayloadShrinks = 0
        explorer.options.maxAdvance = .milliseconds(1)
        #expect("\(try explorer.explore(seed: 0x2A))" == "no failure in 1 sequence (seed 0x2A)")
        var longMoves = SearchRules.explorer(bugs: [], sequences: 5)
        longMoves.options.maxAdvance = .seconds(Int64.max)  // capped, not trapping
        #expect("\(try longMoves.explore(seed: 0x2A))" == "no failure in 5 sequences (seed 0x2A)")
    }
}
