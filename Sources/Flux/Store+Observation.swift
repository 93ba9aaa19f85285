import Observation

extension Store {
    /// Notes a tracked read: registers it with Observation and arms the store.
    @usableFromInline
    func trackRead() {
        if observedBaseline == nil {
            observedBaseline = storage.pointee
            needsNotify = true
        }
        registrar.access(self, keyPath: stateKeyPath)
    }

    /// Tells Observation once that the state changed since the store was armed, and disarms it
    /// until the next tracked read (every observer Observation registers is one-shot).
    @usableFromInline @inline(never)
    func fireObservationIfChanged() {
        guard observedBaseline != storage.pointee else { return }
        observedBaseline = nil
        needsNotify = !subscribers.current.borrow { $0.isEmpty }
        registrar.willSet(self, keyPath: stateKeyPath)
        registrar.didSet(self, keyPath: stateKeyPath)
    }

    /// The distinct values of a part of the state, as an asynchronous sequence.
    ///
    /// The stream yields the current value at once, then each new value after an action
    /// changed it (repeats are skipped). A slow consumer gets the newest value, never a backlog.
    /// The stream ends when the store is released or the consuming task is cancelled.
    ///
    /// ```swift
    /// for await count in store.values(\.count) {
    ///     print("count:", count)
    /// }
    /// ```
    /// - Parameter select: a pure, cheap function of the state.
    /// - Returns: a stream of the selected values.
    public func values<Value: Equatable & Sendable>(
        _ select: @escaping (State) -> Value
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id = nextSubscriberID
        let token = subscribe(select) { continuation.yield($0) }
        streamEnds[id] = { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                token.cancel()
                self?.streamEnds[id] = nil
            }
        }
        return stream
    }
}
