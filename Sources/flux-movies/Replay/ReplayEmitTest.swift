import FluxActionLog
import FluxTestGeneration
import Foundation
import MoviesApp

/// `flux-movies replay LOG --emit-test FILE.swift [--name NAME] [--until SEQ]`: writes a Swift
/// Testing file that replays the log (up to action SEQ) through a `TestStore` (see
/// `MoviesTestGenerator`). It runs in a child process (`ReplayChildren`), told the action whose
/// replay crashes, if any, which the parent found in other children: the test then ends in a
/// regression test of that action. A log that recorded a crash (its last action interrupted)
/// which no longer reproduces gives that test too: it passes, and guards the fix.
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
        _ emit: ReplayOptions.EmitTest, logPath: String, displayPath: String, until: UInt64? = nil,
        crash: (sequence: UInt64, reproduces: Bool)?, force: Bool, strings: Strings
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
        do {
            let header = try ActionLogReader<AppAction>(path: logPath).header
            try ReplayLogCheck.requireApp(header, path: displayPath, strings: strings)
            let fileName = URL(fileURLWithPath: emit.path).lastPathComponent
            let text = try MoviesTestGenerator.text(
                path: logPath, name: emit.name, fileName: fileName, until: until, crashingAt: crash?.sequence)
            try file.write(Array(text.utf8))
            try file.publish()
        } catch {
            file.discard()
            return ReplayCommand.fail(error, strings: strings)
        }
        if let crash {
            let message: ReplayMessage =
                crash.reproduces
                ? .emittedCrash(sequence: crash.sequence) : .emittedFixedCrash(sequence: crash.sequence)
            StandardStreams.writeOutputLine(strings.replayMessage(message))
        }
        StandardStreams.writeOutputLine(strings.replayMessage(.wrote(path: file.path)))
        return FluxMovies.ExitStatus.ok
    }
}
