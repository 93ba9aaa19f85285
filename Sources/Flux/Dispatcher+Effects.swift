extension Dispatcher {
    /// Starts an effect: async work off the main actor that may send actions back.
    ///
    /// Effects do not throw: turn failures into actions (e.g. `.loadFailed(message)`), so that
    /// every outcome is recorded and replayable. On cancellation the work's task is cancelled
    /// (cooperatively) and nothing it sends afterwards is delivered. Each batch of actions costs one
    /// hop to the main actor, and the effect's completion travels with its last action (see
    /// ``Send``).
    /// - Parameters:
    ///   - id: identifies the effect for ``cancelEffects(id:)`` and `cancelInFlight`.
    ///   - cancelInFlight: cancel running effects with the same id first.
    ///   - priority: the task priority.
    ///   - operation: the work; it receives a ``Send`` for delivering actions.
    /// - Returns: the effect's description.
    @discardableResult
    public func run(
        id: some Hashable & Sendable, cancelInFlight: Bool = false, priority: TaskPriority? = nil,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        if let scopeLink {
            return scopeLink.run(
                id: AnyHashable(id), description: "\(id)", cancelInFlight: cancelInFlight, priority: priority, operation
            )
        }
        if cancelInFlight { cancelEffects(id: id) }
        return start(id: AnyHashable(id), description: "\(id)", priority: priority, operation)
    }

    /// Starts an effect without an id; see ``run(id:cancelInFlight:priority:_:)``.
    @discardableResult
    public func run(
        priority: TaskPriority? = nil, _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        if let scopeLink {
            return scopeLink.run(id: nil, description: nil, cancelInFlight: false, priority: priority, operation)
        }
        return start(id: nil, description: nil, priority: priority, operation)
    }

    /// Cancels every running effect started with `id`; they deliver nothing more.
    public func cancelEffects(id: some Hashable & Sendable) {
        cancelEffects(key: AnyHashable(id))
    }

    /// Cancels the running effects whose id is `key`.
    func cancelEffects(key: AnyHashable) {
        if let scopeLink { return scopeLink.cancelEffects(id: key) }
        effects.cancel { $0.id == key }
    }

    /// Cancels every running effect (releasing the dispatcher does it too). On a scoped
    /// dispatcher: every effect of its parent.
    public func cancelAllEffects() {
        if let scopeLink { return scopeLink.cancelAllEffects() }
        effects.cancel { _ in true }
    }

    /// Whether any effect is still running (cancelled effects do not count).
    public var hasEffectsInFlight: Bool { scopeLink?.hasEffectsInFlight ?? !effects.isEmpty }

    /// The running effects, oldest first.
    public var effectsInFlight: [EffectInfo] { scopeLink?.effectsInFlight ?? effects.infos }

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
        if let scopeLink { return await scopeLink.settle(timeout: timeout) }
        if effects.isEmpty { return true }
        if Task.isCancelled { return false }
        let waiter = effects.makeToken()
        let table = effects
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

    /// Starts an effect on this (root) dispatcher's table.
    func start(
        id: AnyHashable?, description: String?, priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        let token = effects.makeToken()
        let table = effects
        if table.claimDrainLoop() { startDrainLoop() }
        let send = Send(effects: table, token: token)
        let info = EffectInfo(id: description, startedAtSequence: sequence, token: token)
        table.insert(
            EffectRecord(id: id, task: nil, info: info, cause: context.dispatchingSequence), token: token)
        let task = Task.detached(priority: priority) {
            await operation(send)
            table.finish(token)
        }
        table.attach(task, to: token)
        return info
    }

    /// Starts the task that dispatches what effects post, for as long as this dispatcher lives.
    ///
    /// It holds the dispatcher weakly, and strongly only while it dispatches; the table's
    /// teardown (in `deinit`) ends it.
    private func startDrainLoop() {
        let table = effects
        Task { @MainActor [weak self] in
            while await table.waitForPosted() {
                guard let batchWasFull = self?.dispatchPosted() else { return }
                if batchWasFull { await Task.yield() }
            }
        }
    }

    /// Dispatches the actions effects posted, in order, skipping those of cancelled effects, at
    /// most one batch.
    /// - Returns: whether the batch was full (more may be waiting: the loop yields the main actor
    ///   before it goes on).
    private func dispatchPosted() -> Bool {
        for _ in 0..<EffectTable<Action>.drainBatch {
            guard let (token, action, cause) = effects.nextPosted() else { return false }
            send(action, cause: cause)
            effects.dispatched(from: token)
        }
        return true
    }
}
