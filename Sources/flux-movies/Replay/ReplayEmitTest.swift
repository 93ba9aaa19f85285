import FluxActionLog
import FluxTestGeneration
import Foundation
import MoviesApp

/// `flux-movies replay LOG --emit-test FILE.swift [--name NAME] [--until SEQ]`: writes a Swift
/// Testing file that replays the log (up to action SEQ) through a `TestStore` (see
/// `MoviesTestGenerator`); a log whose replay crashes gives a regression exit test of the
/// crashing action, found in child processes (`ReplayCrashSearch`). A log that recorded a crash
/// (its last action interrupted) which no longer reproduces gives that exit test too: it passes,
/// and guards the fix.
///
/// The file is written through a temporary file and put in place when complete; an existing
/// FILE is replaced only with `--force`. Exit status: 0 written; 1 a bad log or a value the
/// generator cannot spell (nothing written); 2 FILE exists (without `--force`) or cannot be
/// created.
@MainActor
enum ReplayEmitTest {
    /// Writes the test of the log at `logPath` (which may be another log than the one given,
    /// e.g. a minimized one) up to action `until` (nil: the whole log); `displayPath` is the log
    /// as the user named it.
    static func run(
        _ emit: ReplayOptions.EmitTest, logPath: String, displayPath: String, until: UInt64? = nil, force: Bool,
        strings: Strings
    ) -> Int32 {
        let file: OutputFile
        do {
            file = try OutputFile(path: emit.path, flag: "--emit-test", force: force, logPath: displayPath)
        } catch let failure as OutputFile.Failure {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(failure.message))")
            return FluxMovies.ExitStatus.usage
        } catch {
            return ReplayCommand.fail(error, strings: strings)
        }
        let crash: UInt64?
        do {
            let header = try ActionLogReader<AppAction>(path: logPath).header
            try ReplayLogCheck.requireApp(header, path: displayPath, strings: strings)
            let last = until ?? LogLineCount.lastSequence(path: logPath) ?? 0
            crash =
                try ReplayCrashSearch.crashingSequence(path: logPath, last: last) ?? recordedCrash(logPath, last: last)
            let fileName = URL(fileURLWithPath: emit.path).lastPathComponent
            let text = try MoviesTestGenerator.text(
                path: logPath, name: emit.name, fileName: fileName, until: until, crashingAt: crash)
            try file.write(Array(text.utf8))
            try file.publish()
        } catch {
            file.discard()
            return ReplayCommand.fail(error, strings: strings)
        }
        if let crash { StandardStreams.writeOutputLine(strings.replayMessage(.emittedCrash(sequence: crash))) }
        StandardStreams.writeOutputLine(strings.replayMessage(.wrote(path: file.path)))
        return FluxMovies.ExitStatus.ok
    }

    /// The action the log recorded a crash at, up to `last`, or nil.
    private static func recordedCrash(_ path: String, last: UInt64) -> UInt64? {
        guard case .crash(let sequence) = try? ActionLogRecordedFailure.find(in: path, as: AppAction.self),
            sequence <= last
        else { return nil }
        return sequence
    }
}
