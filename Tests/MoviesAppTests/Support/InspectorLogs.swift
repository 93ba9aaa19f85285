import Flux
import FluxActionLog
import Foundation
import MoviesApp
import MoviesDomain

/// Logs for the inspector's tests: the example sessions, and one whose strings are markup.
enum InspectorLogs {
    /// The example sessions of `Examples/sessions`.
    static let examples = ["search-more-open-back", "recent-pick", "error-and-cancel"]

    /// The path of `Examples/sessions/NAME.jsonl`.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/sessions/\(name).jsonl").path
    }

    /// The title that would end the page's script element if it were not escaped.
    static let scriptTitle = "</script><script>alert(1)</script>"
    /// The title that would run code if it were inserted as markup.
    static let imageTitle = "<img src=x onerror=\"window.__pwned=1\">"
    /// The query of the hostile session.
    static let query = "<b>love</b> \u{2028}& more"

    /// Records a session whose query and movie titles are markup: a search, its page, opening the
    /// second movie (digests on every line, the time on every line).
    @MainActor static func recordHostile(to path: String) throws {
        let core = AppCore()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: core.dispatcher,
            app: ActionLogApp(name: AppVersion.name, version: AppVersion.current),
            options: .init(force: true, digestEvery: 1))
        let page = MoviesPage(
            page: 1, totalPages: 1, totalResults: 2,
            movies: [
                MovieFixtures.movie(1, title: scriptTitle), MovieFixtures.movie(2, title: imageTitle),
            ])
        core.dispatcher.send(.search(.submitted(query: query)))
        core.dispatcher.send(.search(.pageLoaded(requestID: 1, page: page)))
        core.dispatcher.send(.details(.opened(index: 2)))
        recorder.close()
        if let failure = recorder.failure { throw failure }
    }

    /// Writes `lines` (each with a newline) to `name` in `app`'s directory; returns the path.
    static func write(_ lines: [String], to name: String, in app: FluxMoviesProcess) throws -> String {
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: app.directory.file(name))
        return app.logPath(name)
    }

    /// The lines of `replay FILE --print states`, parsed.
    static func printedStates(_ path: String, app: FluxMoviesProcess) async throws -> [ActionLogJSON] {
        let result = try await app.replay([path, "--print", "states"])
        guard result.status == 0 else { throw PrintFailed(description: result.error) }
        return try result.lines.map { try ActionLogJSON(parsing: Array($0.utf8)) }
    }

    /// `replay` did not print the states.
    struct PrintFailed: Error, CustomStringConvertible {
        let description: String
    }
}
