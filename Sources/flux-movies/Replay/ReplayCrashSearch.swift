import FluxActionLog
import Foundation

/// Finds the action of a log whose replay crashes the app, by replaying it in child processes
/// (`flux-movies replay LOG [--until K]`): a crash ends only the child. One replay of the whole
/// log tells whether it crashes; then a binary search over `--until` finds the first action that
/// does, in about log2(actions) more replays.
enum ReplayCrashSearch {
    /// The sequence number of the first action whose replay crashes, or nil when the log replays
    /// up to `last` without a crash.
    /// - Parameters:
    ///   - path: the log (a file that can be read more than once).
    ///   - last: the last sequence number to replay: the log's, or an earlier one (`--until`).
    /// - Returns: the first crashing action's sequence number, or nil.
    /// - Throws: when the child process cannot be started.
    static func crashingSequence(path: String, last: UInt64) throws -> UInt64? {
        guard last > 0, try crashes(path, until: last) else { return nil }
        var low: UInt64 = 1
        var high = last
        while low < high {
            let middle = low + (high - low) / 2
            if try crashes(path, until: middle) { high = middle } else { low = middle + 1 }
        }
        return high
    }

    /// Whether replaying `path` (up to `until`) ends the child process with a signal.
    private static func crashes(_ path: String, until: UInt64) throws -> Bool {
        try crash(path, until: until) != nil
    }

    /// The crash replaying `path` up to `until` ends in (a child's), or nil when it ends otherwise.
    static func crash(_ path: String, until: UInt64) throws -> ActionLogFailure? {
        let outcome = try ReplayChild(environment: ProcessInfo.processInfo.environment)
            .outcome(of: path, verify: false, until: until)
        guard case .crash = outcome else { return nil }
        return outcome
    }
}
