import FluxActionLog
import Foundation
import MoviesApp

/// `flux-movies replay LOG --minimize OUT.jsonl`: writes the shortest log that still fails the
/// same way under the current code (the same trap, or the same invariant of the same store
/// broken), found by `LogMinimizer`. Progress goes to stderr, one line per smaller log found
/// and a last one: `minimize: 240 -> 17 actions, 63 replays, 4 s`.
///
/// Exit status: 0 OUT written; 1 a bad log; 2 OUT exists without `--force` (nothing is
/// replayed), or the log does not fail (`nothing to minimize: ...`; nothing is written).
@MainActor
enum ReplayMinimize {
    /// Minimizes `options.path` into `options.minimizePath` and returns the exit status.
    static func run(
        _ options: ReplayOptions, input: ReplayInput, environment: [String: String], strings: Strings
    ) -> Int32 {
        guard let out = options.minimizePath else { return FluxMovies.ExitStatus.ok }
        let file: OutputFile
        do {
            file = try OutputFile(path: out, flag: "--minimize", force: options.force, logPath: input.displayPath)
        } catch let failure as OutputFile.Failure {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(failure.message))")
            return FluxMovies.ExitStatus.usage
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-movies-minimize-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let subset = try ActionLogSubset<AppAction>(path: options.path)
            try ReplayLogCheck.requireApp(subset.header, path: input.displayPath, strings: strings)
            let minimizer = LogMinimizer(
                subset: subset, child: ReplayChild(environment: environment),
                candidatePath: directory.appendingPathComponent("candidate.jsonl").path)
            return try minimize(with: minimizer, into: file, strings: strings)
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
    }

    private static func minimize(with minimizer: LogMinimizer, into file: OutputFile, strings: Strings) throws
        -> Int32
    {
        let start = ContinuousClock.now
        let total = minimizer.subset.actions.count
        let progress = { (count: Int) in
            let seconds = Int((ContinuousClock.now - start).components.seconds)
            let line = strings.replayMessage(
                .minimized(from: total, to: count, replays: minimizer.replays, seconds: seconds))
            StandardStreams.writeErrorLine(line)
        }
        guard try minimizer.checkWholeLog() else {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(.nothingToMinimize))")
            return FluxMovies.ExitStatus.usage
        }
        var reported = total
        minimizer.onSmaller = { count in
            if count < reported { progress(count) }
            reported = min(reported, count)
        }
        let indices = try minimizer.minimize()
        try file.write(try minimizer.subset.log(indices))
        try file.publish()
        progress(indices.count)
        return FluxMovies.ExitStatus.ok
    }
}
