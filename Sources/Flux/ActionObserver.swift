/// Sees every action that reached the stores, in order, numbered from 1.
///
/// Observers run right after the stores reduced the action and before the middleware `after`
/// hooks, so the states they read are the ones the action produced. Used by loggers and the
/// action-log recorder. Stopped actions are not observed and take no sequence number; a
/// replaced action is observed as its replacement.
public typealias ActionObserver<Action> = @MainActor (_ sequence: UInt64, _ action: Action) -> Void
