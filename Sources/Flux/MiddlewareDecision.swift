/// What a middleware's ``Middleware/before(_:dispatcher:)`` hook decides about an action.
public enum MiddlewareDecision<Action: Sendable>: Sendable {
    /// Let the action go on to the next middleware and the stores.
    case proceed
    /// Drop the action: no later `before` hook runs, no store reduces it, no observer sees it
    /// and no `after` hook runs.
    case stop
    /// Go on with another action instead: the later middleware, the stores, the observers (and
    /// so the action log) and the `after` hooks all see the replacement.
    case replace(with: Action)
}

extension MiddlewareDecision: Equatable where Action: Equatable {}
