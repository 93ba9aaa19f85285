import FluxActionLog
import FluxReplayTool
import Foundation
import MoviesApp

/// `flux-movies replay LOG --minimize OUT.jsonl [--emit-test FILE.swift]`: writes the shortest
/// log that still fails the same way under the current code (the same trap, or the same
/// invariant of the same store broken), found by FluxReplayTool's `LogMinimizer` (every candidate
/// replayed in a child process), and the test of that log (written by a child). Progress goes to stderr, one line per smaller log found
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
        let child = ReplayChildren.runner(input: input, environment: environment)
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
                subset: subset, child: child, candidatePath: directory.appendingPathComponent("candidate.jsonl").path)
            let status = try minimize(with: minimizer, into: file, strings: strings)
            guard status == FluxMovies.ExitStatus.ok, let emit = options.emitTest else { return status }
            return try emitTest(emit, of: out, options: options, environment: environment)
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
    }

    /// `--emit-test FILE` of the minimized log, written by a child told the action that crashes.
    private static func emitTest(
        _ emit: ReplayOptions.EmitTest, of minimized: String, options: ReplayOptions, environment: [String: String]
    ) throws -> Int32 {
        let child = ReplayChildren.runner(
            input: ReplayInput(displayPath: minimized, readPath: minimized), environment: environment)
        let actions = LogLineCount.lastSequence(path: minimized) ?? 0
        let crash = try ReplayCrashSearch(child: child, path: minimized).first(last: actions)
        var test = ReplayOptions(path: minimized)
        test.mode = .files(ReplayOptions.Files(emitTest: emit))
        test.force = options.force
        let ended = try child.run(test.arguments, sharing: [.output, .errors], crashAt: crash?.sequence)
        return ended.signal == nil ? ended.status : FluxMovies.ExitStatus.reproducedCrash
    }

    private static func minimize(with minimizer: LogMinimizer<AppAction>, into file: OutputFile, strings: Strings)
        throws
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
