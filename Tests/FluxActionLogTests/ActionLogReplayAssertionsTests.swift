import ActionLogFixtures
import Flux
import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// Issues recorded inside `withKnownIssue`, collected for exact assertions.
final class CollectedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [(message: String, line: Int)] = []

    func add(_ issue: Issue) -> Bool {
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        lock.withLock { collected.append((message, issue.sourceLocation?.line ?? -1)) }
        return true
    }

    var messages: [String] { lock.withLock { collected.map(\.message) } }
    var lines: [Int] { lock.withLock { collected.map(\.line) } }
}

@MainActor
@Suite struct ActionLogReplayAssertionsTests {
    func issues(_ body: () -> Void) -> CollectedIssues {
        let collected = CollectedIssues()
        withKnownIssue {
            body()
        } matching: {
            collected.add($0)
        }
        return collected
    }

    @Test func aLogThatVerifiesAndEndsInTheExpectedStatesPasses() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("good.jsonl")
        try LogFixture.recordSession([.add(3), .note("hi")], to: path, options: LogFixture.options(digestEvery: 1))

        let summary = expectActionLogReplays(
            path,
            finalStates: ["counter": CounterState(value: 3, adds: 1), "notes": NotesState(recent: ["hi"], count: 1)]
        ) { try TallyStores.replayDispatcher() }

        #expect(summary?.lastSequence == 2 && summary?.verifiedDigests == 2)
    }

    @Test func aDivergenceIsReportedAtTheCallersLine() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("diverge.jsonl")
        try LogFixture.recordSession([.add(7)], to: path, options: LogFixture.options(digestEvery: 1))

        var line = 0
        let collected = issues {
            line = #line + 1
            expectActionLogReplays(path) { try TallyStores.replayDispatcher(.addsEightForSeven) }
        }

        #expect(collected.lines == [line])
        #expect(collected.messages.count == 1)
        #expect(
            collected.messages.first?.hasPrefix(
                "replay failed: \(path):2: replay diverged at seq 1, action {\"amount\":7,\"type\":\"tally.add\"}\n")
                == true)
    }

    @Test func finalStatesOtherThanExpectedListTheDifferingFields() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("final.jsonl")
        try LogFixture.recordSession([.add(3)], to: path, options: LogFixture.options(digestEvery: 1))

        let collected = issues {
            expectActionLogReplays(
                path, finalStates: ["counter": CounterState(value: 4, adds: 1), "summary": 1, "ghost": 0]
            ) { try TallyStores.replayDispatcher() }
        }

        #expect(
            collected.messages == [
                "final state of store \"counter\" is not the expected one:\n  value: expected 4, replayed 3",
                "final state of store \"summary\" is a SummaryState, but the expected state is a Int",
                "no store named \"ghost\" to compare (the stores are \"counter\", \"summary\", \"notes\")",
            ])
    }

    @Test func aLogWithoutDigestsOrWithATruncatedLineIsNotAPassingRegressionTest() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("weak.jsonl")
        try LogFixture.recordSession([.add(3)], to: path, options: LogFixture.options())
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"seq":2"#.utf8))
        try handle.close()

        let collected = issues {
            expectActionLogReplays(path) { try TallyStores.replayDispatcher() }
        }
        #expect(
            collected.messages == [
                "replay incomplete: \(path):4: truncated last line (no newline at the end: the recording was "
                    + "interrupted mid-write); every line before it is complete",
                "\(path): nothing verified: no action of the log has a digest (record it with digestEvery > 0)",
            ])
        let summary = expectActionLogReplays(path, requireDigests: false, allowTruncatedLastLine: true) {
            try TallyStores.replayDispatcher()
        }
        #expect(summary?.lastSequence == 1)
    }

    @Test func aBadLogIsReportedWithItsError() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "bad.jsonl", lines: [LogFixture.header, #"{"seq":1,"action":{"type":"tally.sumbit"}}"#])

        let collected = issues {
            expectActionLogReplays(path) { try TallyStores.replayDispatcher() }
        }
        #expect(collected.messages == ["replay failed: \(path):2: unknown action type \"tally.sumbit\""])
    }
}
