import Flux
import FluxActionLog
import Foundation
import MoviesApp

/// The action-log target: bytes as a log file, replayed, verified and time-travelled.
@MainActor
enum ActionLogReplayFuzzing {
    static func run(_ data: Data) {
        let path = NSTemporaryDirectory() + "flux-movies-fuzz-\(getpid()).jsonl"
        guard FileManager.default.createFile(atPath: path, contents: data) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let last = replayAll(path) else { return }
        timeTravel(path, last: last, choice: Int(data.last ?? 0))
    }

    /// Replays the whole log with digests checked; the last sequence replayed, or nil when the
    /// log is refused (any refusal must be an `ActionLogError`).
    private static func replayAll(_ path: String) -> UInt64? {
        do {
            let replayer = try ActionLogReplayer<AppAction>(path: path, verify: true) { AppCore().dispatcher }
            return try replayer.run().lastSequence
        } catch {
            fuzzInvariant(error is ActionLogError, "the replay threw \(type(of: error)): \(error)")
            return nil
        }
    }

    /// Jumps around the log and compares each landing with a replay that stops there.
    private static func timeTravel(_ path: String, last: UInt64, choice: Int) {
        guard last > 0, let player = makePlayer(path, checkpointEvery: 1 + choice % 5) else { return }
        for target in [last, 0, last / 2, UInt64(choice) % (last + 1), last] {
            guard (try? player.goto(target)) != nil else { continue }
            fuzzInvariant(
                digests(player.dispatcher) == replayedDigests(path, until: target),
                "goto(\(target)) differs from a replay up to \(target)")
        }
    }

    private static func makePlayer(_ path: String, checkpointEvery: Int) -> ActionLogPlayer<AppAction>? {
        try? ActionLogPlayer<AppAction>(path: path, checkpointEvery: checkpointEvery, verify: false) {
            AppCore().dispatcher
        }
    }

    private static func replayedDigests(_ path: String, until sequence: UInt64) -> [String: String]? {
        let replayer = try? ActionLogReplayer<AppAction>(path: path, verify: false) { AppCore().dispatcher }
        guard let replayer, (try? replayer.run(until: sequence)) != nil else { return nil }
        return digests(replayer.dispatcher)
    }

    private static func digests(_ dispatcher: Dispatcher<AppAction>) -> [String: String]? {
        try? CanonicalStateEncoder().digests(of: dispatcher.stores)
    }
}
