import Flux
import FluxActionLog
import Foundation
import Testing

/// Replays a recorded action log into fresh stores (with FluxActionLog's `ActionLogReplayer`)
/// and records a test issue, at the caller's line, for everything that is not as recorded: a bad
/// log, a divergence from its digests, a truncated last line, a log with nothing to verify, or a
/// final state other than expected.
///
/// This turns a recorded session into a regression test: record it once with digests, commit
/// the file, and the test fails (naming the action, store and fields) when a reducer changes
/// what the session produces.
///
/// `finalStates` works as in a ``TestStore``: it starts from the states the fresh stores have
/// before the first action and assigns what the session changed, through the stores
/// `makeDispatcher` registers (`$0[store]`); then every store is compared, so a store the session
/// changed and the closure did not mention is reported too.
/// ```swift
/// let stores = LibraryStores()
/// expectActionLogReplays(path, finalStates: { $0[stores.library].shelf = ["Emma"] }) {
///     try stores.makeDispatcher()
/// }
/// ```
/// - Parameters:
///   - log: the log file: a path or a `file:` URL.
///   - finalStates: the expected states after the last action: starts from the initial states.
///     A store that is not one of the replay's is reported by name.
///   - requireDigests: also fail when no action of the log has a digest (nothing was verified).
///   - allowTruncatedLastLine: accept a log whose last line was cut (replayed up to it).
///   - sourceLocation: where issues are reported; defaults to the call site.
///   - makeDispatcher: builds a dispatcher with fresh stores only, no middleware (see
///     `ActionLogReplayer`); `finalStates` uses its stores.
/// - Returns: the replay's summary, or nil when the replay failed.
@MainActor
@discardableResult
public func expectActionLogReplays<Action: LoggableAction>(
    _ log: some ActionLogLocation,
    finalStates: (inout StoreStates) -> Void,
    requireDigests: Bool = true,
    allowTruncatedLastLine: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeDispatcher: () throws -> Dispatcher<Action>
) -> ActionLogReplaySummary? {
    ActionLogReplayCheck(
        requireDigests: requireDigests, allowTruncatedLastLine: allowTruncatedLastLine, sourceLocation: sourceLocation
    ).run(open: { try log.openReplayer(makeDispatcher: makeDispatcher) }, finalStates: finalStates)
}

/// Replays a recorded action log, checking the final states of the stores named in
/// `finalStates` only; the typed form
/// (`finalStates: { $0[store] = ... }`) is preferred where the test holds the stores.
///
/// ```swift
/// expectActionLogReplays(path, finalStates: ["summary": TodoSummary(open: 1, done: 1)]) {
///     try makeTodoDispatcher()
/// }
/// ```
/// - Parameters:
///   - log: the log file: a path or a `file:` URL.
///   - finalStates: expected states after the last action, by store name; each is compared with
///     the store's state (`AnyStore.stateEquals`), and a mismatch lists the differing fields.
///     Stores not named are not compared; a name no store has is reported.
///   - requireDigests: also fail when no action of the log has a digest (nothing was verified).
///   - allowTruncatedLastLine: accept a log whose last line was cut (replayed up to it).
///   - sourceLocation: where issues are reported; defaults to the call site.
///   - makeDispatcher: builds a dispatcher with fresh stores only, no middleware (see
///     `ActionLogReplayer`).
/// - Returns: the replay's summary, or nil when the replay failed.
@MainActor
@discardableResult
public func expectActionLogReplays<Action: LoggableAction>(
    _ log: some ActionLogLocation,
    finalStates: [String: any Sendable] = [:],
    requireDigests: Bool = true,
    allowTruncatedLastLine: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeDispatcher: () throws -> Dispatcher<Action>
) -> ActionLogReplaySummary? {
    let check = ActionLogReplayCheck(
        requireDigests: requireDigests, allowTruncatedLastLine: allowTruncatedLastLine, sourceLocation: sourceLocation)
    return check.run(open: { try log.openReplayer(makeDispatcher: makeDispatcher) }, namedStates: finalStates)
}
