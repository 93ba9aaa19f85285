import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// `ActionLogPlayer(path:until:)` replays only up to `until` first and reads the rest when a move
/// goes beyond it: a log whose later part is garbage plays fine until a move reaches it.
@MainActor
@Suite struct ActionLogPlayerUntilTests {
    /// A log of 20 recorded actions, then, with `garbage`, a line that is not JSON.
    static func log(in directory: LogDirectory, garbage: Bool) throws -> (path: String, actions: [TallyAction]) {
        let path = directory.path(garbage ? "garbage.jsonl" : "clean.jsonl")
        let actions = LogFixture.randomActions(20, seed: 9)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options(digestEvery: 1))
        if garbage {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("this is not a log line\n{\"seq\":\n".utf8))
            try handle.close()
        }
        return (path, actions)
    }

    /// The tally states after the first `count` actions, by straight dispatch.
    static func states(after actions: ArraySlice<TallyAction>) throws -> [String] {
        let stores = try TallyStores()
        for action in actions { stores.dispatcher.send(action) }
        return tallyStates(stores.dispatcher)
    }

    @Test func aLogWhoseLaterPartIsGarbagePlaysUntilAMoveReachesIt() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let (path, actions) = try Self.log(in: directory, garbage: true)

        let player = try ActionLogPlayer(path: path, until: 5, checkpointEvery: 4) {
            try TallyStores.replayDispatcher()
        }

        #expect(player.position == 5 && player.lastSequence == 5 && !player.reachedEnd)
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(5)))
        try player.goto(2)
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(2)))
        try player.goto(12)
        #expect(player.position == 12 && player.lastSequence == 12 && !player.reachedEnd)
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(12)))
        try player.goto(20)
        #expect(try player.stepBack() && player.position == 19)
        try player.goto(20)
        #expect(throws: ActionLogError(file: path, line: 42, kind: .notJSON)) { try player.stepForward() }
        #expect(player.position == 20 && player.lastSequence == 20)
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(20)))
    }

    @Test func movingPastTheEndFindsTheEnd() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let (path, actions) = try Self.log(in: directory, garbage: false)

        let player = try ActionLogPlayer(path: path, until: 3) { try TallyStores.replayDispatcher() }
        #expect(try player.stepForward() && player.position == 4 && !player.reachedEnd)

        #expect(throws: ActionLogError(file: path, line: nil, kind: .sequenceOutOfRange(requested: 25, last: 20))) {
            try player.goto(25)
        }
        #expect(player.reachedEnd && player.lastSequence == 20 && player.position == 4)
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(4)))
        try player.goto(20)
        #expect(try !player.stepForward())
        #expect(try tallyStates(player.dispatcher) == Self.states(after: actions.prefix(20)))
        let beyond = try ActionLogPlayer(path: path, until: 99) { try TallyStores.replayDispatcher() }
        #expect(beyond.reachedEnd && beyond.position == 20 && beyond.lastSequence == 20)
    }
}
