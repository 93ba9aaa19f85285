import ActionLogFixtures
import BenchKit
import Flux
import FluxActionLog
import Foundation
import TestSupport
import Testing

/// Tests that run recordings and large replays in child processes (built next to the tests).
@MainActor
@Suite(.startsProcesses) struct ActionLogProcessTests {
    /// Starts `action-log-writer`, waits for its first line, SIGKILLs it and returns that line.
    func recordUntilKilled(_ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = BuildProducts.executable("action-log-writer")
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        let reader = PipeReader(output)
        let exit = try process.start()
        let line = await reader.firstLine()
        kill(process.processIdentifier, SIGKILL)
        await exit.wait()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        return line
    }

    /// The states of fresh tally stores after the writer's first `count` actions (seed 42).
    func writerStates(after count: UInt64) throws -> [String] {
        let stores = try TallyStores()
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<count { stores.dispatcher.send(.random(using: &generator)) }
        return tallyStates(stores.dispatcher)
    }

    @Test func aRecordingKilledMidSessionReplaysEveryCompleteLine() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("killed.jsonl")

        #expect(try await recordUntilKilled([path, "--digest-every", "10"]) == "ready")

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let completeLines = data.filter { $0 == 0x0A }.count
        let (actions, completions) = Self.countLines(data)
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run()
        // Version 2: every action line replays, the one whose completion line was not written yet too.
        #expect(summary.lastSequence == UInt64(actions))
        #expect(completions == actions || completions == actions - 1)
        #expect(summary.lastSequence >= 300)
        #expect(summary.verifiedDigests == completions / 10)
        // SIGKILL lands between two write(2) calls almost always; if it cut one, it is reported.
        let expectedTruncation =
            data.last == 0x0A
            ? nil : ActionLogError(file: path, line: completeLines + 1, kind: .truncatedLastLine)
        #expect(summary.truncation == expectedTruncation)
        #expect(tallyStates(replayer.dispatcher) == (try writerStates(after: summary.lastSequence)))
    }

    @Test func aLineCutMidWriteIsCutOffAgainAndEverythingBeforeItReplays() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("cut.jsonl")

        // The file size limit stops a write part-way (like a full disk); then the writer is killed.
        let line = try await recordUntilKilled([path, "--digest-every", "10", "--max-file-size", "20000"])

        // The part of the line that fit is cut off again: the file ends with its last whole line.
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count < 20000 && data.last == 0x0A)
        let cutLine = data.filter { $0 == 0x0A }.count + 1
        #expect(line == "stopped: \(path):\(cutLine): cannot write: File too large; recording stopped")
        let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
        let summary = try replayer.run()
        // Every action line before the cut replays: after the header, each action's line then its
        // completion line, so the cut may fall on either.
        let (actions, _) = Self.countLines(data)
        #expect(actions == (cutLine - 1) / 2)
        #expect(summary.lastSequence == UInt64(actions))
        #expect(summary.truncation == nil)
        #expect(tallyStates(replayer.dispatcher) == (try writerStates(after: summary.lastSequence)))
    }

    @Test(.tags(.sanitized)) func aSigkillFromInsideAReducerLeavesTheActionsLineOnDiskWithNoCompletion() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("sigkill.jsonl")
        let process = Process()
        process.executableURL = BuildProducts.executable("action-log-writer")
        process.arguments = [path, "--sigkill-on-thirteen"]
        let input = Pipe()  // held open: the writer exits when its standard input closes
        process.standardInput = input
        try await process.start().wait()
        try input.fileHandleForWriting.close()

        // Killed by its own reducer: nothing ran after the kill, no handler, no flush.
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        let lines = try directory.lines(path)
        #expect(lines[0].hasPrefix(#"{"format":"flux-action-log","version":2,"app":{"name":"action-log-writer","#))
        // The last line is seq 4's, written before the reducers ran, and no {"done":4} follows it.
        #expect(
            Array(lines.dropFirst()) == [
                LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#), LogFixture.done(1),
                LogFixture.record(2, #"{"amount":150,"type":"tally.add"}"#), LogFixture.done(2),
                LogFixture.record(3, #"{"text":"big 150","type":"notes.add"}"#, cause: 2), LogFixture.done(3),
                #"{"seq":4,"action":{"amount":13,"type":"tally.add"}}"#, "",
            ])
        #expect(try ActionLogRecordedFailure.find(in: path, as: TallyAction.self) == .crash(sequence: 4))
        let summary = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }.run()
        #expect(summary.lastSequence == 4 && summary.truncation == nil)
    }

    /// The complete action lines (`{"seq":…`) and completion lines (`{"done":…`) of a version 2 log.
    nonisolated static func countLines(_ data: Data) -> (actions: Int, completions: Int) {
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        return (
            lines.filter { $0.starts(with: Array(#"{"seq":"#.utf8)) }.count,
            lines.filter { $0.starts(with: Array(#"{"done":"#.utf8)) }.count
        )
    }

    /// Runs `action-log-probe` and returns its key=value report.
    func probe(_ arguments: [String]) async throws -> [String: Int] {
        let process = Process()
        process.executableURL = BuildProducts.executable("action-log-probe")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let reader = PipeReader(output)
        let exit = try process.start()
        let line = await reader.firstLine()
        await exit.wait()
        #expect(process.terminationStatus == 0, "action-log-probe \(arguments.joined(separator: " "))")
        var report: [String: Int] = [:]
        for pair in line.split(separator: " ") {
            let parts = pair.split(separator: "=")
            if parts.count == 2 { report[String(parts[0])] = Int(parts[1]) }
        }
        return report
    }

    /// 100,000 actions here (a debug build replays ~35,000 per second); the 1,000,000-action
    /// check runs the same probe on a release build (`flux-bench`, docs/performance.md).
    /// Not under AddressSanitizer: its shadow memory and quarantine multiply the peak it measures.
    @Test(.disabled(if: Sanitizer.current == .address, "AddressSanitizer's shadow memory inflates the peak RSS"))
    func aLargeLogReplaysAndTimeTravelsInBoundedMemory() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let small = directory.path("small.jsonl")
        let large = directory.path("large.jsonl")
        #expect(try await probe(["generate", small, "10000", "1000"])["recorded"] == 10000)
        let generated = try await probe(["generate", large, "100000", "1000"])
        #expect(generated["recorded"] == 100_000)

        let smallReplay = try await probe(["replay", small])
        let largeReplay = try await probe(["replay", large])
        #expect(largeReplay["replayed"] == 100_000 && largeReplay["verified"] == 100)
        #expect(largeReplay["value"] == generated["value"])
        let smallPeak = try #require(smallReplay["peak_rss_kb"])
        let largePeak = try #require(largeReplay["peak_rss_kb"])
        #expect(largePeak < 100 * 1024)
        #expect(largePeak - smallPeak < 8 * 1024, "peak memory grows with the log: \(smallPeak) kB -> \(largePeak) kB")

        let travel = try await probe(["timetravel", large, "10000", "20"])
        // every 10,000 actions, or sooner after 256 KiB of lines
        let checkpoints = try expectedCheckpoints(large, every: 10_000, bytes: 262_144).count
        #expect(checkpoints > 11)
        #expect(travel["last"] == 100_000 && travel["checkpoints"] == checkpoints)
        #expect(try #require(travel["peak_rss_kb"]) < 100 * 1024)
    }
}
