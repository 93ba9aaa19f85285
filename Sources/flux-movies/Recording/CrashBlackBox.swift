import Flux
import FluxActionLog
import Foundation
import MoviesApp

/// The black box of a console run (docs/flux-movies.md, "Crashes and the black box"): the last
/// 1,000 actions or more, kept in memory with the states they start from, written to
/// `DATA/crashes/` by a crash; and the line at the next start that says so.
@MainActor
enum CrashBlackBox {
    /// The folder of the data directory that crash logs go to.
    static func directory(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("crashes", isDirectory: true)
    }

    /// Says (one line on stderr) that the last session crashed and how to replay its log, if a
    /// crash log was written that no start has reported yet; then starts the black box on
    /// `dispatcher`, unless `--no-black-box`. Writes nothing to disk.
    static func start(_ options: RunOptions, dispatcher: Dispatcher<AppAction>, dataDirectory: URL, errors: ErrorLines)
        -> ActionLogBlackBox<AppAction>?
    {
        let folder = directory(in: dataDirectory).path
        if let log = ActionLogCrashHandler.takeUnreportedCrash(in: folder) {
            errors.write(.lastSessionCrashed(log: log))
        }
        guard options.keepsBlackBox else { return nil }
        // The states are Codable: this throws only for a state that cannot be encoded, and the
        // app then runs without a black box rather than not at all.
        guard
            let blackBox = try? ActionLogBlackBox(dispatcher: dispatcher, app: SessionRecording.app, directory: folder)
        else { return nil }
        return blackBox
    }
}
