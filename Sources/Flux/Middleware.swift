/// Code that runs around the reducers for every action: the place for use cases and effects.
///
/// For each action the dispatcher calls ``before(_:dispatcher:)`` on every middleware in
/// registration order, then the stores reduce, then ``after(_:dispatcher:)`` in reverse
/// registration order (an onion, as in Redux). A `before` hook may let the action through, stop
/// it, or replace it (see ``MiddlewareDecision``). Both hooks run on the main actor and must
/// return quickly: start async work with ``Effects/run(id:cancelInFlight:priority:_:)``.
/// Actions dispatched from a hook are queued and processed after the current action.
///
/// ```swift
/// struct Logging: Middleware {
///     func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
///         print("reduced", action)
///     }
/// }
/// dispatcher.addMiddleware(Logging())
/// ```
@MainActor
public protocol Middleware<Action> {
    /// The action type of the dispatcher this middleware is registered with.
    associatedtype Action: Sendable

    /// Looks at an action before any store reduces it.
    /// - Parameters:
    ///   - action: the action about to be reduced (or the replacement an earlier middleware chose).
    ///   - dispatcher: for dispatching follow-up actions and starting effects.
    /// - Returns: whether the action goes on, is dropped, or is replaced.
    func before(_ action: Action, dispatcher: Dispatcher<Action>) -> MiddlewareDecision<Action>

    /// Looks at an action after every store reduced it; store states are the new ones.
    /// - Parameters:
    ///   - action: the action the stores reduced.
    ///   - dispatcher: for dispatching follow-up actions and starting effects.
    func after(_ action: Action, dispatcher: Dispatcher<Action>)
}

extension Middleware {
    /// Default: let every action through.
    public func before(_ action: Action, dispatcher: Dispatcher<Action>) -> MiddlewareDecision<Action> {
        dispatcher.noteDefaultHook(of: Self.self)
        return .proceed
    }

    /// Default: do nothing after reducing.
    public func after(_ action: Action, dispatcher: Dispatcher<Action>) {
        dispatcher.noteDefaultHook(of: Self.self)
    }
}
