import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

@MainActor
@Suite struct ActionLogInvariantTests {
    /// A log of adds whose peak passes 100 at seq 3.
    private func writeLog(_ directory: LogDirectory) throws -> String {
        let path = directory.path("peak.jsonl")
        try LogFixture.recordSession(
            [.add(40), .note("x"), .add(70), .add(1)], to: path, options: LogFixture.options(digestEvery: 1))
        return path
    }

    @Test func verifyingReplayStopsAtTheActionThatBrokeAnInvariant() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try writeLog(directory)
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher(peakLimit: 100) }
        let error = try #require(throws: ActionLogError.self) { try replayer.run() }
        let broken = InvariantBreak(store: "summary", invariant: "peak within limit", fields: ["peak: 110"])
        #expect(error.kind == .invariantBroken(sequence: 3, broken))
        #expect(error.description == #"\#(path):6: seq 3: store "summary" broke "peak within limit" (peak: 110)"#)
        #expect(replayer.position == 3)
    }

    @Test func replayWithoutVerificationIgnoresInvariants() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try writeLog(directory)
        let replayer = try ActionLogReplayer(path: path, verify: false) {
            try TallyStores.replayDispatcher(peakLimit: 100)
        }
        #expect(try replayer.run().lastSequence == 4)
    }
}
