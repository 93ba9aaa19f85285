import Flux
import FluxActionLog
import MoviesApp

/// Refuses logs that another application recorded (their actions and stores are not ours).
enum ReplayLogCheck {
    /// Why a log cannot be replayed by flux-movies.
    struct ForeignLog: Error, CustomStringConvertible {
        let description: String
    }

    /// - Throws: `ForeignLog` when the header names another application.
    static func requireApp(_ header: ActionLogHeader, path: String) throws {
        guard header.app.name != AppVersion.name else { return }
        throw ForeignLog(
            description: "\(path):1: recorded by \"\(header.app.name)\" \(header.app.version), "
                + "not by \(AppVersion.name); replay it with that application")
    }
}
