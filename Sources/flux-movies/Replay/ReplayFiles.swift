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
        let limit = OutputSizeLimit(limit: options.maxSize ?? ReplayOptions.defaultMaxSize)
        let maxAge = options.maxAge ?? ReplayOptions.defaultMaxAge
        var export: ReduxDevToolsExport?
        do {
            if let html = options.htmlPath {
                let file = try OutputFile(path: html, flag: "--html", force: options.force, logPath: input.displayPath)
                outputs.append((file, InspectorPage(output: limit.sink(option: "--html", file: file))))
            }
            if let path = options.export?.path {
                let file = try OutputFile(
                    path: path, flag: "--export", force: options.force, logPath: input.displayPath)
                let writer = ReduxDevToolsExport(
                    maxAge: maxAge == Int.max ? nil : maxAge, output: limit.sink(option: "--export", file: file))
                export = writer
                outputs.append((file, writer))
            }
        } catch let failure as OutputFile.Failure {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(failure.message))")
            return FluxMovies.ExitStatus.usage
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        let summary: ActionLogInspection<AppAction>.Summary
        var sequence: UInt64 = 0
        do {
            summary = try replay(options, input: input, into: outputs.map(\.writer), strings: strings) {
                sequence = $0
            }
            for output in outputs { try output.file.publish() }
        } catch {
            for output in outputs { output.file.discard() }
            if let exceeded = error as? OutputSizeLimit.Exceeded {
                return tooLarge(exceeded, limit: limit.limit, sequence: sequence, options: options, strings: strings)
            }
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        for output in outputs {
            StandardStreams.writeOutputLine(
                wrote(output.file.path, export: output.writer === export ? export : nil, strings))
        }
        let problems = [summary.divergence, summary.truncation].compactMap { $0 }
        for problem in problems { StandardStreams.writeErrorLine("flux-movies: \(input.displayed("\(problem)"))") }
        if summary.divergence != nil {
            let header = try? ActionLogReader<AppAction>(path: options.path).header
            ReplayLogCheck.noteOtherVersion(header, path: input.displayPath, strings: strings)
        }
        return problems.isEmpty ? FluxMovies.ExitStatus.ok : FluxMovies.ExitStatus.replayFailure
    }

    private static func replay(
        _ options: ReplayOptions, input: ReplayInput, into writers: [any InspectorWriter], strings: Strings,
        onStep: (UInt64) -> Void
    ) throws -> ActionLogInspection<AppAction>.Summary {
        let inspection = try ActionLogInspection<AppAction>(path: options.path) { AppCore().dispatcher }
        try ReplayLogCheck.requireApp(inspection.header, path: options.path, strings: strings)
        let progress = ProgressLine.make(path: input.displayPath, fileSize: inspection.fileSize, strings: strings)
        defer { progress?.erase() }
        return try inspection.run(until: options.until, into: writers) { sequence in
            progress?.update(done: inspection.bytesRead, sequence: sequence)
            onStep(sequence)
        }
    }

    /// `wrote OUT`, or for an export that left actions out, which it kept.
    private static func wrote(_ path: String, export: ReduxDevToolsExport?, _ strings: Strings) -> String {
        guard let export, export.leftOut > 0 else { return strings.replayMessage(.wrote(path: path)) }
        let last = export.lastSequence
        let message = ReplayAnalysisMessage.exportLeftOut(
            path: path, kept: last - export.leftOut, first: export.leftOut + 1, last: last)
        return strings.replayAnalysisMessage(message)
    }

    /// Says that a file would pass `--max-size`, with its likely size, and returns status 2.
    private static func tooLarge(
        _ exceeded: OutputSizeLimit.Exceeded, limit: Int64, sequence: UInt64, options: ReplayOptions, strings: Strings
    ) -> Int32 {
        var estimate: Int64?
        if var total = LogLineCount.lastSequence(path: options.path) {
            total = min(total, options.until ?? total)
            var done = sequence
            if exceeded.option == "--export" {
                let kept = min(UInt64(clamping: options.maxAge ?? ReplayOptions.defaultMaxAge), total)
                let first = total - kept + 1
                done = sequence >= first ? sequence - first + 1 : 0
                total = kept
            }
            if done > 0, total >= done {
                estimate = Int64(Double(exceeded.written) * Double(total) / Double(done))
            }
        }
        let message = ReplayAnalysisMessage.fileTooLarge(
            option: exceeded.option, path: exceeded.path, limit: limit, written: exceeded.written, sequence: sequence,
            estimate: estimate)
        StandardStreams.writeErrorLine("flux-movies: \(strings.replayAnalysisMessage(message))")
        return FluxMovies.ExitStatus.usage
    }
}
