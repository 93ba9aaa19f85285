import ActionLogFixtures
import BenchKit
import Flux
import FluxActionLog
import Foundation
import Testing

@MainActor
@Suite struct ActionLogPlayerTests {
    /// The states after each prefix of `actions` (index 0: the initial states), by straight dispatch.
    func statesAfterEachAction(_ actions: [TallyAction]) throws -> [[String]] {
        let stores = try TallyStores()
        var states = [tallyStates(stores.dispatcher)]
        for action in actions {
            stores.dispatcher.send(action)
            states.append(tallyStates(stores.dispatcher))
        }
        return states
    }

    @Test func jumpsAndStepsLandOnTheSameStatesAsStraightReplay() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("travel.jsonl")
        let actions = LogFixture.randomActions(95, seed: 4)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options(digestEvery: 10))
        let expected = try statesAfterEachAction(actions)

        let player = try ActionLogPlayer(path: path, checkpointEvery: 10) { try TallyStores.replayDispatcher() }
        #expect(player.lastSequence == 95 && player.position == 95 && player.checkpointCount == 10)
        #expect(tallyStates(player.dispatcher) == expected[95])

        var generator = SeededGenerator(seed: 5)
        let targets: [UInt64] =
            [0, 95, 10, 9, 11, 50, 49, 0, 1, 94] + (0..<60).map { _ in UInt64.random(in: 0...95, using: &generator) }
        for target in targets {
            try player.goto(target)
            #expect(player.position == target)
            #expect(tallyStates(player.dispatcher) == expected[Int(target)], "goto \(target)")
            #expect(player.currentRecord?.sequence == (target == 0 ? nil : target))
            #expect(player.currentRecord?.action == (target == 0 ? nil : actions[Int(target) - 1]))
        }
    }

    @Test func stepsForwardAndBackThroughTheWholeLog() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("steps.jsonl")
        let actions = LogFixture.randomActions(23, seed: 6)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options())
        let expected = try statesAfterEachAction(actions)
        let player = try ActionLogPlayer(path: path, checkpointEvery: 4) { try TallyStores.replayDispatcher() }

        while try player.stepBack() {
            #expect(tallyStates(player.dispatcher) == expected[Int(player.position)])
        }
        #expect(player.position == 0 && player.currentRecord == nil)
        #expect(try player.stepBack() == false)
        while try player.stepForward() {
            #expect(tallyStates(player.dispatcher) == expected[Int(player.position)])
        }
        #expect(player.position == 23)
        #expect(try player.stepForward() == false)
    }

    @Test func aJumpBeyondTheLogChangesNothing() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("range.jsonl")
        try LogFixture.recordSession([.add(1), .add(2)], to: path, options: LogFixture.options())
        let player = try ActionLogPlayer(path: path) { try TallyStores.replayDispatcher() }
        try player.goto(1)

        let expected = ActionLogError(file: path, line: nil, kind: .sequenceOutOfRange(requested: 3, last: 2))
        #expect(throws: expected) { try player.goto(3) }
        #expect(player.position == 1)
        #expect("\(expected)" == "\(path): no seq 3: the log holds seq 0...2")
    }

    @Test func changesOfTheCurrentActionListEveryChangedField() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("diff.jsonl")
        try LogFixture.recordSession(
            [.add(3), .note("a"), .tag(name: "t", weight: 0.5)], to: path, options: LogFixture.options())
        let player = try ActionLogPlayer(path: path, checkpointEvery: 2) { try TallyStores.replayDispatcher() }

        try player.goto(1)
        #expect(
            try player.changesOfCurrentAction() == [
                StoreStateChange(
                    store: "counter",
                    differences: [
                        StateDifference(path: "adds", from: "0", to: "1"),
                        StateDifference(path: "value", from: "0", to: "3"),
                    ]),
                StoreStateChange(
                    store: "summary",
                    differences: [
                        StateDifference(path: "parity", from: #""even""#, to: #""odd""#),
                        StateDifference(path: "peak", from: "0", to: "3"),
                    ]),
            ])
        try player.goto(3)
        #expect(
            try player.changesOfCurrentAction() == [
                StoreStateChange(
                    store: "notes",
                    differences: [StateDifference(path: "tag", from: nil, to: #"{"name":"t","weight":0.5}"#)])
            ])
        #expect(player.position == 3)
        try player.goto(0)
        #expect(try player.changesOfCurrentAction() == [])
    }

    @Test func aTruncatedLogIsPlayableUpToItsLastCompleteLine() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "cut.jsonl",
            text: [
                LogFixture.header, LogFixture.record(1, #"{"amount":4,"type":"tally.add"}"#),
            ].map { $0 + "\n" }.joined() + #"{"seq":2,"#)

        let player = try ActionLogPlayer(path: path) { try TallyStores.replayDispatcher() }

        #expect(player.lastSequence == 1)
        #expect(player.truncation == ActionLogError(file: path, line: 3, kind: .truncatedLastLine))
        try player.goto(0)
        try player.goto(1)
        #expect(tallyStates(player.dispatcher).first == #"counter={"adds":1,"pending":[],"value":4}"#)
    }

    @Test func subscribersSeeTheStatesAJumpLandsOn() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("subscribers.jsonl")
        try LogFixture.recordSession([.add(1), .add(2), .add(3)], to: path, options: LogFixture.options())
        var stores: TallyStores?
        let player = try ActionLogPlayer(path: path, checkpointEvery: 2) {
            stores = try TallyStores()
            return try #require(stores).dispatcher
        }
        var seen: [Int] = []
        let token = try #require(stores).counter.subscribe(\.value) { seen.append($0) }

        try player.goto(0)
        try player.goto(2)
        #expect(seen == [6, 0, 1, 3])
        token.cancel()
    }
}
