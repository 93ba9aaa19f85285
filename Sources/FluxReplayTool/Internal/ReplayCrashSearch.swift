import FluxActionLog

/// Finds the first action of a log whose replay crashes the app, by replaying it in child
/// processes: a replay up to `last` tells whether it crashes, then a binary search over
/// `--until` finds the first action that does, in about log2(actions) more replays.
package struct ReplayCrashSearch {
    package let child: ReplayChildProcess
    package let path: String

    /// A search of the log at `path` in `child`'s children.
    package init(child: ReplayChildProcess, path: String) {
        self.child = child
        self.path = path
    }

    /// The crash replaying up to `until` ends in, nil when it does not crash.
    func crash(until: UInt64) throws -> ActionLogFailure? {
        let failure = try child.failure(of: path, until: until, verify: false)
        guard case .crash = failure else { return nil }
        return failure
    }

    /// The first action up to `last` whose replay crashes, and its crash; nil when none does.
    /// `known` is the crash of the replay up to `last`, when already seen.
    package func first(last: UInt64, known: ActionLogFailure? = nil) throws -> (
        sequence: UInt64, failure: ActionLogFailure
    )? {
        guard last > 0, var failure = try known ?? crash(until: last) else { return nil }
        var low: UInt64 = 1
        var high = last
        while low < high {
            let middle = low + (high - low) / 2
            if let crash = try crash(until: middle) {
                high = middle
                failure = crash
            } else {
                low = middle + 1
            }
        }
        return (high, failure)
    }
}
