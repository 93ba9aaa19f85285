/// A registered middleware: its hooks as closures, and which of them are the protocol's no-op
/// defaults (learned the first time each runs; the dispatcher then stops calling them).
///
/// The closures are built in `Dispatcher.addMiddleware`, which is inlined into the caller: when
/// the caller passes a concrete middleware they call its hooks directly, with no existential
/// opening per action. The flags skip exclusivity checks (invariant U5 of
/// <doc:WhyDispatchIsCheap>).
@usableFromInline @MainActor
final class MiddlewareEntry<Action: Sendable> {
    @usableFromInline let before: @MainActor (Action, Dispatcher<Action>) -> MiddlewareDecision<Action>
    @usableFromInline let after: @MainActor (Action, Dispatcher<Action>) -> Void
    /// The middleware's type, which the default hooks report when they run.
    @usableFromInline let type: ObjectIdentifier
    /// Whether `before` / `after` ran once already (so whether they are defaults is known).
    @usableFromInline @exclusivity(unchecked) var beforeProbed = false
    @usableFromInline @exclusivity(unchecked) var afterProbed = false
    /// Cleared when the middleware is removed, so a phase already walking it skips it.
    @usableFromInline @exclusivity(unchecked) var isActive = true
    /// Whether the hook is the protocol's default (it does nothing and need not be called).
    var beforeIsDefault = false
    var afterIsDefault = false

    /// Whether a hook has not run yet (so whether it is a default is not known).
    var needsProbe: Bool { !beforeProbed || !afterProbed }

    /// Wraps `middleware`'s hooks.
    @inlinable
    init<M: Middleware>(_ middleware: M) where M.Action == Action {
        before = { action, dispatcher in middleware.before(action, dispatcher: dispatcher) }
        after = { action, dispatcher in middleware.after(action, dispatcher: dispatcher) }
        type = ObjectIdentifier(M.self)
    }

    /// Wraps hooks made elsewhere (a scoped dispatcher's), reporting defaults as `type`.
    init(
        type: ObjectIdentifier, before: @escaping @MainActor (Action, Dispatcher<Action>) -> MiddlewareDecision<Action>,
        after: @escaping @MainActor (Action, Dispatcher<Action>) -> Void
    ) {
        self.before = before
        self.after = after
        self.type = type
    }

    /// Calls `before` for the first time, noting whether it is the protocol's default.
    @usableFromInline
    func probeBefore(_ action: Action, _ dispatcher: Dispatcher<Action>) -> MiddlewareDecision<Action> {
        dispatcher.defaultHookType = nil
        let decision = before(action, dispatcher)
        beforeProbed = true
        beforeIsDefault = dispatcher.defaultHookType == type
        dispatcher.probed(foundDefault: beforeIsDefault)
        return decision
    }

    /// Calls `after` for the first time, noting whether it is the protocol's default.
    @usableFromInline
    func probeAfter(_ action: Action, _ dispatcher: Dispatcher<Action>) {
        dispatcher.defaultHookType = nil
        after(action, dispatcher)
        afterProbed = true
        afterIsDefault = dispatcher.defaultHookType == type
        dispatcher.probed(foundDefault: afterIsDefault)
    }
}
