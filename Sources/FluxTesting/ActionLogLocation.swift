import Flux
import FluxActionLog
import Foundation

/// Where a recorded action log is, for `expectActionLogReplays`: a path (`String`) or a `file:`
/// URL (`URL`).
///
/// Both conform already; there is nothing to implement. A URL that is not a `file:` URL is
/// refused when the replay opens it, and the refusal is the test's issue.
public protocol ActionLogLocation: Sendable {
    /// Opens a replayer, verifying digests, of the log at this location.
    /// - Parameter makeDispatcher: builds a dispatcher with fresh stores only, no middleware.
    /// - Returns: the replayer, its dispatcher built, nothing replayed.
    /// - Throws: `ActionLogError` when the log cannot be opened or its header read.
    @MainActor
    func openReplayer<Action: LoggableAction>(
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws -> ActionLogReplayer<Action>
}

extension String: ActionLogLocation {
    /// Opens a replayer of the log at this path.
    @MainActor
    public func openReplayer<Action: LoggableAction>(
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws -> ActionLogReplayer<Action> {
        try ActionLogReplayer(path: self, verify: true, makeDispatcher: makeDispatcher)
    }
}

extension URL: ActionLogLocation {
    /// Opens a replayer of the log at this `file:` URL.
    @MainActor
    public func openReplayer<Action: LoggableAction>(
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws -> ActionLogReplayer<Action> {
        try ActionLogReplayer(url: self, verify: true, makeDispatcher: makeDispatcher)
    }
}
