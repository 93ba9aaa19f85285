/// The machinery behind ``Effects``: starting an effect's task on the root dispatcher's table,
/// and the drain loop that dispatches what effects post.
extension Dispatcher {
    /// The effects of this dispatcher (a scoped one's are its parent's); see ``Effects``.
    public var effects: Effects<Action> { Effects(dispatcher: self) }

    /// Makes the action being dispatched the cause of what effect `token` sends from now on. A
    /// scoped dispatcher's effects are its parent's, numbered by the parent: it forwards.
    func setCauseToDispatching(ofEffect token: UInt64) {
        if let scopeLink {
            scopeLink.setCauseToDispatching(ofEffect: token)
        } else {
            effectTable.setCause(context.dispatchingSequence, of: token)
        }
    }

    /// Cancels the running effects whose id is `key`.
    func cancelEffects(key: AnyHashable) {
        if let scopeLink { return scopeLink.cancelEffects(id: key) }
        effectTable.cancel { $0.id == key }
    }

    /// Starts an effect on this (root) dispatcher's table.
    func startEffect(
        id: AnyHashable?, description: String?, priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        let table = effectTable
        let token = table.makeToken()
        if table.claimDrainLoop() { startDrainLoop() }
        let send = Send(effects: table, token: token)
        let cause = context.dispatchingSequence
        let info = EffectInfo(id: description, startedAtSequence: sequence, cause: cause, token: token)
        table.insert(EffectRecord(id: id, task: nil, info: info, cause: cause), token: token)
        // The task's closure is written twice rather than passed around: one closure context
        // per effect, as the allocation gate counts (docs/performance.md).
        let task: Task<Void, Never>
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            let installed = effectExecutor as? any TaskExecutor
        {
            let executor = (installed as? any EffectLanes)?.lane(forEffect: token) ?? installed
            task = Task.detached(executorPreference: executor, priority: priority) {
                await operation(send)
                table.finish(token)
            }
        } else {
            task = Task.detached(priority: priority) {
                await operation(send)
                table.finish(token)
            }
        }
        table.attach(task, to: token)
        return info
    }

    /// Starts the task that dispatches what effects post, for as long as this dispatcher lives.
    ///
    /// It holds the dispatcher weakly, and strongly only while it dispatches; the table's
    /// teardown (in `deinit`) ends it.
    private func startDrainLoop() {
        let table = effectTable
        Task { @MainActor [weak self] in
            while await table.waitForPosted() {
                guard let batchWasFull = self?.dispatchPosted() else { return }
                if batchWasFull { await Task.yield() }
            }
        }
    }

    /// Dispatches at once, in order, every action effects have posted, as the drain loop would:
    /// for a tool that runs effects' work by hand on the main actor (an explorer stepping an
    /// executor) and must see what a step sent before it takes the next one. On a root
    /// dispatcher, outside a dispatch; a scoped dispatcher's effects are its parent's.
    package func dispatchPostedActionsNow() {
        precondition(scopeLink == nil, "dispatch the posted actions on the root dispatcher")
        while dispatchPosted() {}
    }

    /// Dispatches the actions effects posted, in order, skipping those of cancelled effects, at
    /// most one batch.
    /// - Returns: whether the batch was full (more may be waiting: the loop yields the main actor
    ///   before it goes on).
    private func dispatchPosted() -> Bool {
        for _ in 0..<EffectTable<Action>.drainBatch {
            guard let (token, action, cause) = effectTable.nextPosted() else { return false }
            send(action, cause: cause)
            effectTable.dispatched(from: token)
        }
        return true
    }
}
