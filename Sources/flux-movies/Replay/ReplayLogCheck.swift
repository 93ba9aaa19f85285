import Flux
import FluxActionLog
import MoviesApp

/// What a log's header says about replaying it here: refuses logs that another application
/// recorded (their actions and stores are not ours), and explains a divergence of a log that
/// another version of flux-movies recorded.
enum ReplayLogCheck {
    /// Why a log cannot be replayed by flux-movies.
    struct ForeignLog: Error, CustomStringConvertible {
        let description: String
    }

    /// - Throws: `ForeignLog`, worded in `strings`' language, when the header names another
    ///   application.
    static func requireApp(_ header: ActionLogHeader, path: String, strings: Strings) throws {
        guard header.app.name != AppVersion.name else { return }
        throw ForeignLog(
            description: strings.replayMessage(
                .foreignLog(path: path, app: header.app.name, version: header.app.version)))
    }

    /// After a divergence: when another version of flux-movies recorded the log, prints a note
    /// naming both versions (a change of behaviour between them is the likely cause).
    static func noteOtherVersion(_ header: ActionLogHeader?, path: String, strings: Strings) {
        guard let header, header.app.name == AppVersion.name, header.app.version != AppVersion.current else {
            return
        }
        let note = strings.replayMessage(.otherVersion(path: path, recorded: header.app.version))
        StandardStreams.writeErrorLine("flux-movies: \(note)")
    }

    /// Whether `error` is a replay's divergence.
    static func isDivergence(_ error: any Error) -> Bool {
        guard let error = error as? ActionLogError, case .divergence = error.kind else { return false }
        return true
    }
}
