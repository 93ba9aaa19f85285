import BenchKit
import Flux
import FluxActionLog
import Foundation
import MoviesApp

/// Action logs of the movie app: recording, replaying and time travel over a generated session
/// (see `SessionScript`), each against plain Foundation JSON coding of the same actions.
@MainActor
enum ActionLogScenarios {
    /// The size of a full run: one million actions.
    static let actionCount = 1_000_000
    /// The size under `--quick`.
    static let quickActionCount = 10_000

    /// The scenarios of this group, sharing one fixture.
    static func all(fixture: AppLogFixture) -> [Scenario] {
        [record(fixture), encode(fixture), replay(fixture), decode(fixture), timeTravel(fixture)]
    }

    /// A scenario over the session's actions: a million (`--quick`: 10,000), three repetitions
    /// and no warm-up (one repetition is 20 to 40 s of the same work, which warms itself up).
    static func millionActions(
        name: String, summary: String, baseline: String? = nil, target: PerformanceTarget? = nil,
        body: @escaping Scenario.Body
    ) -> Scenario {
        Scenario(
            name: name, summary: summary, baseline: baseline, target: target, size: actionCount,
            quickSize: quickActionCount, repetitions: 3, warmsUp: false, body: body)
    }

    static func record(_ fixture: AppLogFixture) -> Scenario {
        millionActions(
            name: "record.1m",
            summary:
                "send each action of a movie-app session to AppCore() with an ActionLogRecorder on (a write(2) per line)",
            baseline: "encode.1m", target: PerformanceTarget(maxRatio: 2)
        ) { size, blackhole in
            let session = try fixture.session(count: size)
            let path = try fixture.newFilePath()
            let result = try AppLogRecording.record(session, to: path, blackhole: blackhole)
            if fixture.hasLog(count: size) {
                try FileManager.default.removeItem(atPath: path)
            } else {
                try fixture.keep(path, count: size, recording: result)
            }
            blackhole.consume(result.lastRequestID)
            return Sample(elapsed: result.elapsed, operations: size)
        }
    }

    /// The baseline for recording: the same actions through `JSONEncoder` alone.
    static func encode(_ fixture: AppLogFixture) -> Scenario {
        millionActions(
            name: "encode.1m",
            summary: "JSONEncoder().encode(action) for the same actions, the recorder's settings (sorted keys)"
        ) { size, blackhole in
            let actions = blackhole.opaque(try fixture.session(count: size).actions)
            let encoder = JSONEncoder()
            encoder.outputFormatting = CanonicalStateEncoder.outputFormatting
            return try blackhole.timed(operations: actions.count) {
                try actions.reduce(0) { bytes, action in bytes &+ (try encoder.encode(action).count) }
            }
        }
    }

    /// Replay in a child process, so that the peak memory reported is the replay's own.
    static func replay(_ fixture: AppLogFixture) -> Scenario {
        millionActions(
            name: "replay.1m",
            summary: "ActionLogReplayer over the recorded log into AppCore() stores, in a child process (its VmHWM)",
            baseline: "decode.1m", target: PerformanceTarget(maxRatio: 1.5, peakResidentBelowMegabytes: 100)
        ) { size, blackhole in
            let log = try fixture.log(count: size)
            let report = try ChildProcess.report([ChildCommand.replay, log.path])
            let operations = try ChildProcess.integer("operations", in: report)
            let lastRequestID = try ChildProcess.integer("last_request_id", in: report)
            guard operations == log.count, lastRequestID == log.lastRequestID else {
                throw BenchFixtureError(
                    "replay gave \(operations) actions and request \(lastRequestID), expected \(log.count) and \(log.lastRequestID)"
                )
            }
            blackhole.consume(lastRequestID)
            return Sample(
                elapsed: .nanoseconds(try ChildProcess.integer("elapsed_ns", in: report)), operations: operations,
                peakResidentBytes: try ChildProcess.integer("peak_rss_kb", in: report) * 1_024)
        }
    }

    /// The baseline for replay: `JSONDecoder` alone on the same lines, already in memory.
    static func decode(_ fixture: AppLogFixture) -> Scenario {
        millionActions(
            name: "decode.1m",
            summary: "JSONDecoder().decode({seq, action}) of the same log lines, already in memory"
        ) { size, blackhole in
            let lines = try fixture.lines(count: size)
            let data = blackhole.opaque(lines.data)
            let decoder = JSONDecoder()
            return try blackhole.timed(operations: lines.ranges.count) {
                var sum: UInt64 = 0
                for range in lines.ranges {
                    sum &+= try decoder.decode(PlainRecord.self, from: data[range]).seq
                }
                return Int(truncatingIfNeeded: sum)
            }
        }
    }

    /// Random jumps in the log with `ActionLogPlayer` (default checkpoints), in a child process
    /// that keeps its player across repetitions (so its peak memory is the player's own). One
    /// jump per repetition, so the median is the median time of a random jump (not of a mean).
    /// No warm-up: building the player replays the whole log in that process first.
    static func timeTravel(_ fixture: AppLogFixture) -> Scenario {
        Scenario(
            name: "timetravel.goto",
            summary:
                "player.goto(random seq) in the recorded log (default checkpoints), one jump per repetition, child process",
            target: PerformanceTarget(medianBelowNanoseconds: 50_000_000),
            size: actionCount, quickSize: quickActionCount, repetitions: 51, warmsUp: false
        ) { size, blackhole in
            let player = try fixture.player(count: size)
            try player.send("1")
            let report = try player.nextReport()
            blackhole.consume(try ChildProcess.integer("position", in: report))
            return Sample(
                elapsed: .nanoseconds(try ChildProcess.integer("elapsed_ns", in: report)),
                operations: try ChildProcess.integer("operations", in: report),
                peakResidentBytes: try ChildProcess.integer("peak_rss_kb", in: report) * 1_024)
        }
    }
}

/// A log line as plain `JSONDecoder` use would read it: the sequence number and the action.
struct PlainRecord: Decodable {
    /// The sequence number.
    let seq: UInt64
    /// The action.
    let action: AppAction
}
