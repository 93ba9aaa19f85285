import Flux
import FluxActionLog
import MoviesApp

/// `flux-movies replay FILE --html OUT.html` and `--export redux-devtools OUT.json`: replays the
/// log once (no network, no data directory, every digest checked) into the session inspector page
/// and/or the Redux DevTools history (see `InspectorPage`, `ReduxDevToolsExport`).
///
/// Each file is written to a temporary file beside it and renamed into place at the end, so a
/// failure leaves no partial file. Exit status: 2 when OUT exists without `--force` (nothing is
/// replayed) or cannot be created; 1 for a bad log (no file is written), and also for a
/// divergence or a truncated last line: the file is written then (it shows the divergence, or
/// the actions before the cut line) and the message is the one `replay --verify` prints.
@MainActor
enum ReplayFiles {
    /// Writes the files `options` asks for and returns the exit status; messages are worded in
    /// `strings`' language.
    static func run(_ options: ReplayOptions, input: ReplayInput, strings: Strings) -> Int32 {
        var outputs: [(file: OutputFile, writer: any InspectorWriter)] = []
        do {
            if let html = options.htmlPath {
                let file = try OutputFile(path: html, flag: "--html", force: options.force, logPath: input.displayPath)
                outputs.append((file, InspectorPage(output: file.write)))
            }
            if let export = options.export {
                let file = try OutputFile(
                    path: export.path, flag: "--export", force: options.force, logPath: input.displayPath)
                outputs.append((file, ReduxDevToolsExport(output: file.write)))
            }
        } catch let failure as OutputFile.Failure {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(failure.message))")
            return FluxMovies.ExitStatus.usage
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        let summary: ActionLogInspection<AppAction>.Summary
        do {
            summary = try replay(options, input: input, into: outputs.map(\.writer), strings: strings)
            for output in outputs { try output.file.publish() }
        } catch {
            for output in outputs { output.file.discard() }
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        for output in outputs { StandardStreams.writeOutputLine(strings.replayMessage(.wrote(path: output.file.path))) }
        let problems = [summary.divergence, summary.truncation].compactMap { $0 }
        for problem in problems { StandardStreams.writeErrorLine("flux-movies: \(input.displayed("\(problem)"))") }
        if summary.divergence != nil {
            let header = try? ActionLogReader<AppAction>(path: options.path).header
            ReplayLogCheck.noteOtherVersion(header, path: input.displayPath, strings: strings)
        }
        return problems.isEmpty ? FluxMovies.ExitStatus.ok : FluxMovies.ExitStatus.replayFailure
    }

    private static func replay(
        _ options: ReplayOptions, input: ReplayInput, into writers: [any InspectorWriter], strings: Strings
    ) throws -> ActionLogInspection<AppAction>.Summary {
        let inspection = try ActionLogInspection<AppAction>(path: options.path) { AppCore().dispatcher }
        try ReplayLogCheck.requireApp(inspection.header, path: options.path, strings: strings)
        let progress = ProgressLine.make(path: input.displayPath, fileSize: inspection.fileSize, strings: strings)
        defer { progress?.erase() }
        return try inspection.run(until: options.until, into: writers) { sequence in
            progress?.update(done: inspection.bytesRead, sequence: sequence)
        }
    }
}
