/// What a scoped dispatcher (``Dispatcher/scope(_:)``) forwards to the dispatcher it was made
/// from: every call that is not about stores.
///
/// A protocol rather than a class with overridable methods, so that nothing can be left
/// unimplemented. Its only conformance is `ParentScopeLink`.
@usableFromInline @MainActor
protocol ScopeLink<Action>: AnyObject {
    /// The scoped dispatcher's (the feature's) action type.
    associatedtype Action: Sendable

    /// Sends the feature action, embedded, through the parent.
    func send(_ action: Action)
    /// Starts the effect on the parent; its ``Send`` embeds what the effect sends.
    func run(
        id: AnyHashable?, description: String?, cancelInFlight: Bool, priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo
    /// Makes the action the parent is dispatching the cause of what its effect `token` sends from
    /// now on (a throttled run that takes over a later call's work).
    func setCauseToDispatching(ofEffect token: UInt64)
    /// Cancels the parent's effects with `id`.
    func cancelEffects(id: AnyHashable)
    /// Cancels every effect of the parent.
    func cancelAllEffects()
    /// The parent's effects in flight.
    var effectsInFlight: [EffectInfo] { get }
    /// Whether the parent has effects in flight.
    var hasEffectsInFlight: Bool { get }
    /// Waits for the parent to settle.
    func settle(timeout: Duration?) async -> Bool
    /// The parent's executor of effects (``Effects/executor``).
    var effectExecutor: (any AnyObject & Sendable)? { get set }
    /// The parent's sequence number.
    var sequence: UInt64 { get }
    /// Adds a feature middleware's hooks to the parent, called with `child` for feature actions.
    func addMiddleware(_ entry: MiddlewareEntry<Action>, child: Dispatcher<Action>) -> MiddlewareHandle
    /// Adds an observer of the feature actions the parent's stores reduce.
    func addObserver(_ observe: @escaping ActionObserver<Action>) -> SubscriptionToken
    /// Adds a write-ahead observer of the feature actions the parent's stores reduce.
    func addWriteAheadObserver(_ observer: WriteAheadObserver<Action>) -> SubscriptionToken
    /// Passes a default middleware hook's report to the parent, which is probing the hook.
    func noteDefaultHook(_ type: ObjectIdentifier)
}
