/// A scoped dispatcher's link to its parent, through an ``ActionScope``.
///
/// It holds the parent weakly: the parent's middleware entries hold scoped dispatchers, which
/// hold this link, so a strong reference would be a cycle. Once the parent is gone, every call
/// does nothing (sends and effects are dropped), as for a released dispatcher.
@MainActor
final class ParentScopeLink<Parent: Sendable, Child: Sendable>: ScopeLink {
    private weak var parent: Dispatcher<Parent>?
    private let scope: ActionScope<Parent, Child>

    init(parent: Dispatcher<Parent>, scope: ActionScope<Parent, Child>) {
        self.parent = parent
        self.scope = scope
    }

    func send(_ action: Child) {
        parent?.send(scope.embed(action))
    }

    func run(
        id: AnyHashable?, description: String?, cancelInFlight: Bool, priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Child>) async -> Void
    ) -> EffectInfo {
        guard let parent else { return EffectInfo(id: description, startedAtSequence: 0, token: 0) }
        if cancelInFlight, let id { parent.cancelEffects(key: id) }
        let embed = scope.embed
        return parent.startEffect(id: id, description: description, priority: priority) { send in
            await operation(Send(forwarding: send, embed: embed))
        }
    }

    func setCauseToDispatching(ofEffect token: UInt64) { parent?.setCauseToDispatching(ofEffect: token) }

    func cancelEffects(id: AnyHashable) { parent?.cancelEffects(key: id) }

    func cancelAllEffects() { parent?.effects.cancelAll() }

    var effectsInFlight: [EffectInfo] { parent?.effects.inFlight ?? [] }

    var hasEffectsInFlight: Bool { parent.map { !$0.effects.isEmpty } ?? false }

    func settle(timeout: Duration?) async -> Bool {
        guard let parent else { return true }
        return await parent.effects.settle(timeout: timeout)
    }

    var effectExecutor: (any AnyObject & Sendable)? {
        get { parent?.effectExecutor }
        set { parent?.effectExecutor = newValue }
    }

    var sequence: UInt64 { parent?.sequence ?? 0 }

    func addMiddleware(_ entry: MiddlewareEntry<Child>, child: Dispatcher<Child>) -> MiddlewareHandle {
        guard let parent else { return MiddlewareHandle(onRemove: {}) }
        let scope = scope
        // The entry holds `child` (and so this link), never the parent: no cycle.
        let scoped = MiddlewareEntry<Parent>(
            type: entry.type,
            before: { action, _ in
                guard let featureAction = scope.extract(action) else { return .proceed }
                switch entry.before(featureAction, child) {
                case .proceed: return .proceed
                case .stop: return .stop
                case .replace(let replacement): return .replace(with: scope.embed(replacement))
                }
            },
            after: { action, _ in
                if let featureAction = scope.extract(action) { entry.after(featureAction, child) }
            })
        return parent.addMiddlewareEntry(scoped)
    }

    func addObserver(_ observe: @escaping ActionObserver<Child>) -> SubscriptionToken {
        guard let parent else { return SubscriptionToken(onCancel: {}) }
        let extract = scope.extract
        return parent.addObserver { sequence, action in
            if let featureAction = extract(action) { observe(sequence, featureAction) }
        }
    }

    func addWriteAheadObserver(_ observer: WriteAheadObserver<Child>) -> SubscriptionToken {
        guard let parent else { return SubscriptionToken(onCancel: {}) }
        let extract = scope.extract
        // The feature action being dispatched, so that only its end is reported.
        let current = SequenceCell()
        return parent.addWriteAheadObserver(
            WriteAheadObserver(
                willReduce: { sequence, cause, action in
                    guard let featureAction = extract(action) else { return }
                    current.value = sequence
                    observer.willReduce(sequence, cause, featureAction)
                },
                didFinish: { sequence in
                    guard current.value == sequence else { return }
                    current.value = 0
                    observer.didFinish(sequence)
                },
                invariantsBroken: { sequence, broken in
                    if current.value == sequence { observer.invariantsBroken(sequence, broken) }
                }))
    }

    func noteDefaultHook(_ type: ObjectIdentifier) {
        parent?.noteDefaultHook(type)
    }

    /// The feature action being dispatched, shared by one write-ahead observer's callbacks.
    @MainActor
    final class SequenceCell {
        var value: UInt64 = 0
    }
}
