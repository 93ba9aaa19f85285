extension Dispatcher {
    /// Starts an effect: async work off the main actor that may send actions back.
    ///
    /// Effects do not throw: turn failures into actions (e.g. `.loadFailed(message)`), so that
    /// every outcome is recorded and replayable. On cancellation the work's task is cancelled
    /// (cooperatively) and nothing it sends afterwards is delivered.
    /// - Parameters:
    ///   - id: identifies the effect for `cancelEffects(id:)` and `cancelInFlight`.
    ///   - cancelInFlight: cancel running effects with the same id first.
    ///   - priority: the task priority.
    ///   - operation: the work; it receives a `Send` for delivering actions.
    /// - Returns: the effect's description.
    @discardableResult
    public func run(
        id: some Hashable & Sendable, cancelInFlight: Bool = false, priority: TaskPriority? = nil,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        if cancelInFlight { cancelEffects(id: id) }
        return start(id: AnyHashable(id), description: "\(id)", priority: priority, operation)
    }

    /// Starts an effect without an id; see `run(id:cancelInFlight:priority:_:)`.
    @discardableResult
    public func run(
        priority: TaskPriority? = nil, _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        start(id: nil, description: nil, priority: priority, operation)
    }

    /// Cancels every running effect started with `id`; they deliver nothing more.
    public func cancelEffects(id: some Hashable & Sendable) {
        let key = AnyHashable(id)
        for (token, record) in effects where record.id == key {
            record.task.cancel()
            effects[token] = nil
        }
        resumeSettleWaitersIfSettled()
    }

    /// Cancels every running effect (used at teardown; the deinit does it too).
    public func cancelAllEffects() {
        for record in effects.values { record.task.cancel() }
        effects.removeAll()
        resumeSettleWaitersIfSettled()
    }

    /// Whether any effect is still running (cancelled effects do not count).
    public var hasEffectsInFlight: Bool { !effects.isEmpty }

    /// The running effects, oldest first.
    public var effectsInFlight: [EffectInfo] {
        effects.values.map(\.info).sorted { $0.token < $1.token }
    }

    /// Waits until no effect is in flight, including effects started by the actions that effects
    /// deliver meanwhile. Misuse: an effect that never finishes makes this wait forever; use
    /// `settle(timeout:)` where that can happen.
    public func settle() async {
        _ = await settle(timeout: nil)
    }

    /// Waits until no effect is in flight or `timeout` has passed.
    /// - Returns: true when settled, false on timeout (effects still running).
    public func settle(timeout: Duration?) async -> Bool {
        if effects.isEmpty { return true }
        nextEffectToken &+= 1
        let waiter = nextEffectToken
        return await withCheckedContinuation { continuation in
            var timer: Task<Void, Never>?
            if let timeout {
                timer = Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    self?.resumeSettleWaiter(waiter, settled: false)
                }
            }
            settleWaiters[waiter] = SettleWaiter(continuation: continuation, timer: timer)
        }
    }

    func resumeSettleWaiter(_ waiter: UInt64, settled: Bool) {
        guard let entry = settleWaiters.removeValue(forKey: waiter) else { return }
        entry.timer?.cancel()
        entry.continuation.resume(returning: settled)
    }

    func resumeSettleWaitersIfSettled() {
        guard effects.isEmpty else { return }
        for waiter in settleWaiters.keys { resumeSettleWaiter(waiter, settled: true) }
    }

    private func start(
        id: AnyHashable?, description: String?, priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> EffectInfo {
        nextEffectToken &+= 1
        let token = nextEffectToken
        let send = Send(dispatcher: self, token: token)
        let task = Task.detached(priority: priority) {
            await operation(send)
            await send.dispatcher?.effectFinished(token)
        }
        let info = EffectInfo(id: description, startedAtSequence: sequence, token: token)
        effects[token] = EffectRecord(id: id, task: task, info: info)
        return info
    }

    func effectFinished(_ token: UInt64) {
        effects[token] = nil
        resumeSettleWaitersIfSettled()
    }

    func isEffectActive(_ token: UInt64) -> Bool {
        effects[token] != nil
    }

    func deliver(_ action: Action, fromEffect token: UInt64) {
        guard effects[token] != nil else { return }
        send(action)
    }
}
