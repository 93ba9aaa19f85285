import FluxActionLog
import MoviesApp

/// The refusal of a foreign log in the app's language.
extension ReplayLogCheck {
    /// ``requireApp(_:path:)``, its refusal of another application's log worded in `strings`'
    /// language (in English, the refusal is exactly ``requireApp(_:path:)``'s).
    /// - Throws: `ForeignLog` when the header names another application.
    static func requireApp(_ header: ActionLogHeader, path: String, strings: Strings) throws {
        do {
            try requireApp(header, path: path)
        } catch let refusal as ForeignLog {
            guard strings.language != .english, header.app.name != AppVersion.name else { throw refusal }
            throw ForeignLog(
                description: strings.replayMessage(
                    .foreignLog(path: path, app: header.app.name, version: header.app.version)))
        }
    }
}
