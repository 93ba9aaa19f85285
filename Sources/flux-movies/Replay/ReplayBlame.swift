import Flux
import FluxActionLog
import FluxTextFormats
import MoviesApp

/// `flux-movies replay FILE --blame STORE.PATH`: every action that changed that field, one line
/// each (`seq 3 search.submitted: before "", after "love"`), from ``ActionLogBlame``.
///
/// Nothing else is printed on stdout; when no action changed the field, one line on stderr says
/// so. Exit status: 0; 1 for a bad log, a divergence (`--verify`) or a truncated last line
/// (the changes before it are printed first); 2 for a field the log's states do not have, with
/// the stores or fields it does have.
@MainActor
enum ReplayBlame {
    /// Runs the blame and returns the exit status; messages are worded in `strings`' language.
    static func run(_ options: ReplayOptions, field text: String, input: ReplayInput, strings: Strings) -> Int32 {
        let blame: ActionLogBlame<AppAction>
        let field: StateFieldPath
        do {
            blame = try ActionLogBlame(path: options.path, verify: options.verify) { AppCore().dispatcher }
            try ReplayLogCheck.requireApp(blame.header, path: options.path, strings: strings)
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        do throws(ActionLogBlameError) {
            field = try StateFieldPath(parsing: text, stores: blame.header.stores)
        } catch {
            return usage(error, field: text, strings: strings)
        }
        let output = BufferedOutput()
        let summary: ActionLogBlame<AppAction>.Summary
        do {
            summary = try blame.run(field, until: options.until) { change in
                output.line(TerminalText.visible(change.description))
                output.flush()  // out before the next action can crash (a child replays)
            }
        } catch let error as ActionLogBlameError {
            output.flush()
            return usage(error, field: text, strings: strings)
        } catch {
            output.flush()
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        output.flush()
        if summary.changes == 0 {
            let message = ReplayAnalysisMessage.blameUnchanged(
                field: field.description, value: summary.value?.text, last: summary.replay.lastSequence)
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayAnalysisMessage(message))")
        }
        if let truncation = summary.replay.truncation {
            return ReplayCommand.fail(truncation, input: input, strings: strings)
        }
        return FluxMovies.ExitStatus.ok
    }

    /// Prints why the field cannot be blamed and returns status 2.
    private static func usage(_ error: ActionLogBlameError, field: String, strings: Strings) -> Int32 {
        let message: ReplayAnalysisMessage =
            switch error {
            case .unknownStore(let store, let stores): .blameUnknownStore(field: field, store: store, stores: stores)
            case .badPath: .blameBadPath(field: field)
            case .unknownField(_, let parent, let fields):
                .blameUnknownField(field: field, parent: parent, fields: fields)
            }
        StandardStreams.writeErrorLine("flux-movies: \(strings.replayAnalysisMessage(message))")
        return FluxMovies.ExitStatus.usage
    }
}
