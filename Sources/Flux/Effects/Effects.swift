/// A dispatcher's effects: async work off the main actor that sends actions back, started,
/// cancelled, awaited, debounced and throttled here (``Dispatcher/effects``).
///
/// Effects do not throw: turn failures into actions (e.g. `.loadFailed(message)`), so that every
/// outcome is recorded and replayable. On cancellation the work's task is cancelled
/// (cooperatively) and nothing it sends afterwards is delivered. Each batch of actions costs one
/// hop to the main actor, and an effect's completion travels with its last action (see ``Send``).
///
/// ```swift
/// dispatcher.effects.run(id: "search", cancelInFlight: true) { send in
///     await send(.loaded(await repository.search(query)))
/// }
/// await dispatcher.effects.settle()
/// ```
///
/// A value that stands for its dispatcher's effects: keeping it keeps the dispatcher. A scoped
/// dispatcher's effects (``Dispatcher/scope(_:)``) are its parent's: they run, cancel and settle
/// there, and what they send is embedded in the parent's actions.
@MainActor
public struct Effects<Action: Sendable> {
    let dispatcher: Dispatcher<Action>

    /// Starts an effect.
    /// - Parameters:
    ///   - id: identifies the effect for ``cancel(id:)`` and `cancelInFlight`.
    ///   - cancelInFlight: cancel running effects with the same id first.
    ///   - priority: the task priority.
    ///   - operation: the work; it receives a ``Send`` for delivering actions.
    /// - Returns: the effect's description.
    @discardableResult
    public func run(
        id: some Hashable & Sendable, cancelInFlight: Bool = false, priority: TaskPriority? = nil,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        if let scopeLink = dispatcher.scopeLink {
            return scopeLink.run(
                id: AnyHashable(id), description: "\(id)", cancelInFlight: cancelInFlight, priority: priority, operation
            )
        }
        if cancelInFlight { cancel(id: id) }
        return dispatcher.startEffect(id: AnyHashable(id), description: "\(id)", priority: priority, operation)
    }

    /// Starts an effect without an id; see ``run(id:cancelInFlight:priority:_:)``.
    @discardableResult
    public func run(
        priority: TaskPriority? = nil, _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        if let scopeLink = dispatcher.scopeLink {
            return scopeLink.run(id: nil, description: nil, cancelInFlight: false, priority: priority, operation)
        }
        return dispatcher.startEffect(id: nil, description: nil, priority: priority, operation)
    }

    /// Cancels every running effect started with `id`; they deliver nothing more.
    public func cancel(id: some Hashable & Sendable) {
        dispatcher.cancelEffects(key: AnyHashable(id))
    }

    /// Cancels every running effect (releasing the dispatcher does it too). On a scoped
    /// dispatcher: every effect of its parent.
    public func cancelAll() {
        if let scopeLink = dispatcher.scopeLink { return scopeLink.cancelAllEffects() }
        dispatcher.effectTable.cancel { _ in true }
    }

    /// Whether no effect is running (cancelled effects do not count).
    public var isEmpty: Bool {
        dispatcher.scopeLink.map { !$0.hasEffectsInFlight } ?? dispatcher.effectTable.isEmpty
    }

    /// The executor new effects start on, for a test or a tool that decides when each step of an
    /// effect runs (a stepping executor); nil (the default): the global concurrent executor. On a
    /// scoped dispatcher: its parent's.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public var executor: (any TaskExecutor)? {
        get { (dispatcher.scopeLink?.effectExecutor ?? dispatcher.effectExecutor) as? any TaskExecutor }
        nonmutating set {
            if let scopeLink = dispatcher.scopeLink {
                scopeLink.effectExecutor = newValue
            } else {
                dispatcher.effectExecutor = newValue
            }
        }
    }

    /// The running effects, oldest first.
    public var inFlight: [EffectInfo] { dispatcher.scopeLink?.effectsInFlight ?? dispatcher.effectTable.infos }

    /// Waits until no effect is in flight, including effects started by the actions that effects
    /// deliver meanwhile.
    ///
    /// It also returns when the calling task is cancelled, effects still running.
    ///
    /// Misuse: an effect that never finishes makes this wait forever (unless the caller is
    /// cancelled); use ``settle(timeout:)`` where that can happen.
    public func settle() async {
        _ = await settle(timeout: nil)
    }

    /// Waits until no effect is in flight, `timeout` has passed, or the calling task is cancelled.
    /// - Parameter timeout: how long to wait at most; nil waits as long as it takes.
    /// - Returns: true when settled, false on timeout or cancellation (effects still running).
    public func settle(timeout: Duration?) async -> Bool {
        if let scopeLink = dispatcher.scopeLink { return await scopeLink.settle(timeout: timeout) }
        let table = dispatcher.effectTable
        if table.isEmpty { return true }
        if Task.isCancelled { return false }
        let waiter = table.makeToken()
        let timer = timeout.map { timeout in
            Task {
                try? await Task.sleep(for: timeout)
                table.resumeWaiter(waiter, settled: false)
            }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                table.wait(waiter, continuation: continuation)
                // Cancelled before the waiter was registered: the handler found nothing to resume.
                if Task.isCancelled { table.resumeWaiter(waiter, settled: false) }
            }
        } onCancel: {
            table.resumeWaiter(waiter, settled: false)
        }
    }
}
