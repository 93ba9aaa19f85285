import ActionLogFixtures
import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// `expectActionLogReplays(finalStates:)` with typed `$0[store]` expectations, as `TestStore`
/// takes them: from the initial states, every store compared.
@MainActor
@Suite struct ActionLogTypedFinalStatesTests {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("typed.jsonl")
        try LogFixture.recordSession([.add(3)], to: path, options: LogFixture.options(digestEvery: 1))
    }

    func issues(_ body: () -> Void) -> [String] {
        let collected = CollectedIssues()
        withKnownIssue {
            body()
        } matching: {
            collected.add($0)
        }
        return collected.messages
    }

    @Test func everyChangedStoreAssignedPasses() throws {
        defer { directory.remove() }
        let stores = try TallyStores()

        let summary = expectActionLogReplays(
            path,
            finalStates: {
                $0[stores.counter] = CounterState(value: 3, adds: 1)
                $0[stores.summary].parity = "odd"
                $0[stores.summary].peak = 3
            }
        ) { stores.dispatcher }

        #expect(summary?.verifiedDigests == 1)
        #expect(stores.counter.state == CounterState(value: 3, adds: 1))
    }

    @Test func aChangedStoreNotAssignedIsReported() throws {
        defer { directory.remove() }
        let stores = try TallyStores()

        let messages = issues {
            expectActionLogReplays(path, finalStates: { $0[stores.counter] = CounterState(value: 3, adds: 1) }) {
                stores.dispatcher
            }
        }

        #expect(
            messages == [
                "final state of store \"summary\" is not the expected one:\n"
                    + "  parity: expected \"even\", replayed \"odd\"\n  peak: expected 0, replayed 3"
            ])
    }

    @Test func aStoreTheReplayDoesNotHaveIsNamed() throws {
        defer { directory.remove() }
        let stores = try TallyStores()
        let other = try TallyStores()

        let messages = issues {
            expectActionLogReplays(
                URL(fileURLWithPath: path),
                finalStates: {
                    $0[stores.counter] = CounterState(value: 3, adds: 1)
                    $0[stores.summary] = SummaryState(parity: "odd", peak: 3)
                    $0[other.notes].count = 1
                }
            ) { stores.dispatcher }
        }

        #expect(
            messages == [
                "store \"notes\" is another instance than the replay's store of that name: make the stores once, "
                    + "return their dispatcher from makeDispatcher, and use those stores here"
            ])
    }

    @Test func aStoreOfANameTheReplayDoesNotHaveIsNamedWithTheReplaysStores() throws {
        defer { directory.remove() }
        let stores = try TallyStores()
        let stray = Store(name: "stray", initialState: 0) { (_: inout Int, _: TallyAction) in }

        let messages = issues {
            expectActionLogReplays(
                URL(fileURLWithPath: path),
                finalStates: {
                    $0[stores.counter] = CounterState(value: 3, adds: 1)
                    $0[stores.summary] = SummaryState(parity: "odd", peak: 3)
                    $0[stray] = 1
                }
            ) { stores.dispatcher }
        }

        #expect(
            messages == [
                "store \"stray\" is not one of the replay's stores (they are \"counter\", \"summary\", \"notes\"): "
                    + "use the stores makeDispatcher registers"
            ])
    }

    @Test func theNamedFormTakesAURLToo() throws {
        defer { directory.remove() }
        let summary = expectActionLogReplays(
            URL(fileURLWithPath: path), finalStates: ["counter": CounterState(value: 3, adds: 1)]
        ) { try TallyStores.replayDispatcher() }
        #expect(summary?.lastSequence == 1)
    }
}
