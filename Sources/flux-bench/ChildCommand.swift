import BenchKit
import Flux
import FluxActionLog
import Foundation
import MoviesApp

/// `flux-bench --child TASK ARGS...`: work that must run in a process of its own so that its
/// peak memory is its own (the parent holds fixtures far larger than a replay needs).
///
/// Reports are lines of `key=value` pairs on stdout, each ending with `peak_rss_kb` (the
/// process's `VmHWM` so far), which `ChildProcess` parses. Tasks:
/// - `replay LOG`: replays the log once, prints one report and exits.
/// - `timetravel LOG`: builds an `ActionLogPlayer` (default checkpoints), prints a `ready`
///   report, then for each line `N` read on stdin makes N jumps to seeded random sequence
///   numbers and prints a report; exits at the end of stdin.
/// - `sessionlog COUNT LOG`: records the benchmark session's first COUNT actions to LOG (replaced),
///   as the action-log scenarios record it; `scripts/inspector-bench.sh` uses it.
@MainActor
enum ChildCommand {
    /// The task that replays a log.
    static let replay = "replay"
    /// The task that jumps around a log.
    static let timeTravel = "timetravel"
    /// The task that writes the session's log to a given file.
    static let sessionLog = "sessionlog"

    /// Runs a child task and returns the exit status (2 for a bad command line, 1 for a failure).
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == sessionLog { return writeSessionLog(Array(arguments.dropFirst())) }
        guard arguments.count == 2, [replay, timeTravel].contains(arguments[0]) else {
            printError("flux-bench: usage: flux-bench --child replay|timetravel LOG")
            return 2
        }
        do {
            if arguments[0] == replay {
                report(try replayLog(at: arguments[1]))
            } else {
                try serveJumps(in: arguments[1])
            }
            return 0
        } catch {
            printError("flux-bench: child \(arguments[0]) failed: \(error)")
            return 1
        }
    }

    /// Replays the log with `ActionLogReplayer` into fresh app stores, timing open and replay.
    static func replayLog(at path: String) throws -> String {
        let stopwatch = Stopwatch()
        let replayer = try ActionLogReplayer<AppAction>(path: path) { AppCore().dispatcher }
        let summary = try replayer.run()
        let elapsed = stopwatch.elapsed
        if let truncation = summary.truncation { throw truncation }
        let search = replayer.dispatcher.stores.first { $0.name == AppStores.Name.search }?.anyState as? SearchState
        return "operations=\(summary.lastSequence) elapsed_ns=\(ChildProcess.nanoseconds(elapsed))"
            + " last_request_id=\(search?.lastRequestID ?? -1)"
    }

    /// Builds a player over the log, then makes the jumps asked for on stdin.
    static func serveJumps(in path: String) throws {
        let player = try ActionLogPlayer<AppAction>(path: path) { AppCore().dispatcher }
        report("ready last=\(player.lastSequence) checkpoints=\(player.checkpointCount)")
        var random = SeededGenerator(seed: 11)
        while let line = readLine() {
            guard let jumps = Int(line), jumps > 0 else {
                throw BenchFixtureError("expected a jump count, read '\(line)'")
            }
            let targets = (0..<jumps).map { _ in UInt64.random(in: 0...player.lastSequence, using: &random) }
            let stopwatch = Stopwatch()
            for target in targets { try player.goto(target) }
            let elapsed = stopwatch.elapsed
            report("operations=\(jumps) elapsed_ns=\(ChildProcess.nanoseconds(elapsed)) position=\(player.position)")
        }
    }

    /// Records `COUNT` actions of the session to `LOG`.
    static func writeSessionLog(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[0]), count > 0 else {
            printError("flux-bench: usage: flux-bench --child sessionlog COUNT LOG")
            return 2
        }
        let fixture = AppLogFixture(catalog: CatalogFixture())
        defer { fixture.remove() }
        do {
            let recording = try AppLogRecording.record(fixture.session(count: count), to: arguments[1])
            report("operations=\(count) last_request_id=\(recording.lastRequestID)")
            return 0
        } catch {
            printError("flux-bench: child sessionlog failed: \(error)")
            return 1
        }
    }

    /// Prints a report line with the peak memory so far, at once (stdout may be a pipe).
    private static func report(_ text: String) {
        FileHandle.standardOutput.write(Data("\(text) peak_rss_kb=\(PeakMemory.residentKilobytes() ?? -1)\n".utf8))
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
