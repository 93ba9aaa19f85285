/// A line `flux-movies replay` words itself (problems of its options and output files, not of
/// a log's contents, which the action-log library describes in English), as data: worded in a
/// language by ``Strings/replayMessage(_:)``.
package enum ReplayMessage: Equatable, Sendable {
    /// `--until` beyond the log's last action.
    case untilBeyondLog(until: UInt64, path: String, last: UInt64)
    /// `--verify` on a log that has no digests.
    case noDigests(path: String)
    /// `--verify` on a log that starts at a checkpoint (a black box's) and whose action lines
    /// carry no digests: only the checkpoint's `digests` store digests were checked.
    case checkpointOnly(path: String, digests: Int)
    /// The log was recorded by another application (`app`, `version`).
    case foreignLog(path: String, app: String, version: String)
    /// After a divergence: the log was recorded by another version of flux-movies (`recorded`).
    case otherVersion(path: String, recorded: String)
    /// The output file (`option`: `--html`, `--export`) is the log being replayed.
    case outputIsLog(option: String, path: String)
    /// The output file is a directory.
    case outputIsDirectory(option: String, path: String)
    /// The output file exists and `--force` was not given.
    case outputExists(option: String, path: String)
    /// The output file's temporary file cannot be created (`reason`: the system's).
    case outputNotCreatable(option: String, path: String, reason: String)
    /// Writing the output file failed.
    case outputNotWritable(path: String, reason: String)
    /// Renaming the complete output file over the existing one failed.
    case outputNotReplaceable(path: String, reason: String)
    /// Putting the complete output file in place failed.
    case outputNotPublished(path: String, reason: String)
    /// Another process created the output file while it was being written.
    case outputAppeared(path: String)
    /// The output file was written (on stdout).
    case wrote(path: String)
    /// `--verify` checked every digest of `actions` action lines (`digests` store digests in all).
    case verified(actions: Int, digests: Int)
    /// `--emit-test`: replaying action `sequence` crashes the app, so the test is an exit test.
    case emittedCrash(sequence: UInt64)
    /// `--emit-test` wrote the regression test of the crash the log recorded at `sequence`,
    /// which replaying no longer shows: the test passes, and guards the fix.
    case emittedFixedCrash(sequence: UInt64)
    /// `--minimize` on a log that replays without a crash or a broken invariant.
    case nothingToMinimize
    /// `--minimize`'s progress: `from` actions down to `to`, after `replays` child replays.
    case minimized(from: Int, to: Int, replays: Int, seconds: Int)
    /// The log's last action `sequence` was interrupted by a crash, and replaying it crashes
    /// again (`message`: the runtime's `Fatal error` line, or empty).
    case crashReproduced(sequence: UInt64, message: String)
    /// Replaying crashes at `sequence`, before the crash the log recorded at `recorded`.
    case crashedEarlier(sequence: UInt64, recorded: UInt64, message: String)
    /// The log's last action `sequence` was interrupted by a crash, and replaying it does not
    /// crash: the crash was outside the reducers, or the code was fixed.
    case crashNoLongerReproduces(sequence: UInt64)
    /// The log recorded that action `sequence` broke `invariant` of `store`, and replaying it
    /// breaks it again.
    case breakReproduced(sequence: UInt64, store: String, invariant: String)
    /// The log recorded a break at `sequence` that replaying it no longer shows.
    case breakNoLongerReproduces(sequence: UInt64)
    /// Replaying action `sequence` crashes the app, though the log recorded no crash there
    /// (`message`: the runtime's trap line, or empty).
    case crashes(sequence: UInt64, message: String)
    /// A replay crashed, but no replay up to one action does: the crash is outside the reducers.
    case crashedOutsideActions(message: String)
}
