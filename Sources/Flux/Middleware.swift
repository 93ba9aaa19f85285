/// Code that runs around the reducers for every action: the place for use cases and effects.
///
/// For each action the dispatcher calls `before` on every middleware in registration order, then
/// the stores reduce, then `after` in reverse registration order (an onion, as in Redux).
/// If a `before` returns `.stop`, no later `before` runs, no store reduces the action, observers
/// do not see it and no `after` runs. Both hooks run on the main actor and must return quickly:
/// start async work with `dispatcher.run(...)`. Actions dispatched from a hook are queued and
/// processed after the current action (see `Dispatcher.send`).
@MainActor
public protocol Middleware<Action> {
    /// The action type of the dispatcher this middleware is registered with.
    associatedtype Action: Sendable

    /// Looks at an action before any store reduces it; return `.stop` to drop it.
    /// - Parameters:
    ///   - action: the action about to be reduced.
    ///   - dispatcher: for dispatching follow-up actions and starting effects.
    func before(_ action: Action, dispatcher: Dispatcher<Action>) -> MiddlewareDecision

    /// Looks at an action after every store reduced it; store states are the new ones.
    func after(_ action: Action, dispatcher: Dispatcher<Action>)
}

extension Middleware {
    /// Default: let every action through.
    public func before(_ action: Action, dispatcher: Dispatcher<Action>) -> MiddlewareDecision {
        dispatcher.noteDefaultHook(of: Self.self)
        return .proceed
    }

    /// Default: do nothing after reducing.
    public func after(_ action: Action, dispatcher: Dispatcher<Action>) {
        dispatcher.noteDefaultHook(of: Self.self)
    }
}

/// What a middleware's `before` hook decides about an action.
public enum MiddlewareDecision: Sendable, Equatable {
    /// Let the action reach the stores.
    case proceed
    /// Drop the action: no store reduces it.
    case stop
}
