import ActionLogFixtures
import Flux
import Foundation
import Testing

@testable import FluxActionLog

/// Checkpoints by bytes read: a log of large lines gets more checkpoints, not slower jumps.
@MainActor
@Suite struct ActionLogPlayerCheckpointTests {

    @Test func aByteLimitAddsCheckpointsAndJumpsStillLandOnTheRightStates() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("bytes.jsonl")
        let actions = LogFixture.randomActions(60, seed: 8)
        try LogFixture.recordSession(actions, to: path, options: LogFixture.options())
        var expected = [tallyStates(try TallyStores().dispatcher)]
        let straight = try TallyStores()
        for action in actions {
            straight.dispatcher.send(action)
            expected.append(tallyStates(straight.dispatcher))
        }

        let player = try ActionLogPlayer<TallyAction>(
            path: path, checkpointEvery: 25, checkpointBytes: 200, verify: true, onRecord: { _ in }
        ) { try TallyStores.replayDispatcher() }

        let due = try expectedCheckpoints(path, every: 25, bytes: 200)
        #expect(due.prefix(3) == [0, 4, 8])
        #expect(due.count > 60 / 25 + 1)
        #expect(player.checkpointCount == due.count)
        for target in [0, 60, 1, 59, 3, 4, 5, 30, 29, 31, 0, 12, 13, 60] {
            try player.goto(UInt64(target))
            #expect(player.position == UInt64(target))
            #expect(tallyStates(player.dispatcher) == expected[target], "goto \(target)")
            #expect(player.currentRecord?.action == (target == 0 ? nil : actions[target - 1]))
        }
    }

    @Test func theDefaultByteLimitLeavesLogsOfSmallLinesWithCountedCheckpoints() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("small.jsonl")
        try LogFixture.recordSession(LogFixture.randomActions(95, seed: 9), to: path, options: LogFixture.options())

        let player = try ActionLogPlayer(path: path, checkpointEvery: 10) { try TallyStores.replayDispatcher() }

        #expect(player.checkpointBytes == 262_144)
        #expect(player.checkpointCount == 10)
    }
}

/// The sequence numbers a checkpoint follows when one is due every `every` actions or every
/// `bytes` bytes of lines (newlines included) since the last, computed from the file. An action's
/// bytes are those of its line and, in a version 2 log, of the completion and break lines after it.
func expectedCheckpoints(_ path: String, every: UInt64, bytes: Int) throws -> [UInt64] {
    let records = try LogDirectory.recordLengths(path)
    var checkpoints: [UInt64] = [0]
    var sinceBytes = 0
    for (index, length) in records.enumerated() {
        let sequence = UInt64(index + 1)
        sinceBytes += length
        if sequence - checkpoints[checkpoints.count - 1] >= every || sinceBytes >= bytes {
            checkpoints.append(sequence)
            sinceBytes = 0
        }
    }
    return checkpoints
}

extension LogDirectory {
    /// The byte length of each line of a file (without its newline).
    static func lineLengths(_ path: String) throws -> [Int] {
        try Data(contentsOf: URL(fileURLWithPath: path)).split(separator: 0x0A, omittingEmptySubsequences: false)
            .dropLast().map(\.count)
    }

    /// The bytes of each action of a log (newlines included): its line (`{"seq":`) and the lines
    /// after it up to the next action's (the header is left out).
    static func recordLengths(_ path: String) throws -> [Int] {
        let lines = try Data(contentsOf: URL(fileURLWithPath: path))
            .split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().dropFirst()
        var lengths: [Int] = []
        for line in lines {
            if line.starts(with: Array(#"{"seq":"#.utf8)) || lengths.isEmpty {
                lengths.append(line.count + 1)
            } else {
                lengths[lengths.count - 1] += line.count + 1
            }
        }
        return lengths
    }
}
