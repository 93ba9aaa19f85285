/// The running effects of one dispatcher and the callers waiting for them to finish.
///
/// Shared by the dispatcher (main actor) and its effects (any thread) under one lock, so that an
/// effect records its own completion where it finishes: its last action costs one hop to the
/// main actor, and its completion none. Continuations are resumed outside the lock.
final class EffectTable: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var records: [UInt64: EffectRecord] = [:]
    private var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    private var nextToken: UInt64 = 0

    /// A number unique within this table, increasing.
    func makeToken() -> UInt64 {
        lock.withLock {
            nextToken &+= 1
            return nextToken
        }
    }

    /// Adds an effect about to start (before its task exists, so that it cannot finish first).
    func insert(_ record: EffectRecord, token: UInt64) {
        lock.withLock { records[token] = record }
    }

    /// Gives a started effect its task, unless it already finished.
    func attach(_ task: Task<Void, Never>, to token: UInt64) {
        lock.withLock { records[token]?.task = task }
    }

    /// Whether the effect is still running and not cancelled.
    func isActive(_ token: UInt64) -> Bool {
        lock.withLock { records[token] != nil }
    }

    /// The running effects' descriptions, oldest first.
    var infos: [EffectInfo] {
        lock.withLock { records.values.map(\.info) }.sorted { $0.token < $1.token }
    }

    /// Whether no effect is running.
    var isEmpty: Bool {
        lock.withLock { records.isEmpty }
    }

    /// Removes a finished effect; resumes the waiters if it was the last.
    func finish(_ token: UInt64) {
        let settled = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
            records[token] = nil
            return takeWaitersIfSettled()
        }
        for waiter in settled { waiter.resume(returning: true) }
    }

    /// Removes and cancels the effects `matching` selects; resumes the waiters if none is left.
    func cancel(where matching: (EffectRecord) -> Bool) {
        let (cancelled, settled) = lock.withLock { () -> ([EffectRecord], [CheckedContinuation<Bool, Never>]) in
            let cancelled = records.filter { matching($0.value) }
            for token in cancelled.keys { records[token] = nil }
            return (Array(cancelled.values), takeWaitersIfSettled())
        }
        for record in cancelled { record.task?.cancel() }
        for waiter in settled { waiter.resume(returning: true) }
    }

    /// Registers a waiter, or resumes it at once when nothing is running.
    func wait(_ id: UInt64, continuation: CheckedContinuation<Bool, Never>) {
        let settledNow = lock.withLock { () -> Bool in
            if records.isEmpty { return true }
            waiters[id] = continuation
            return false
        }
        if settledNow { continuation.resume(returning: true) }
    }

    /// Resumes one waiter with `settled`, if it is still waiting.
    func resumeWaiter(_ id: UInt64, settled: Bool) {
        let waiter = lock.withLock { waiters.removeValue(forKey: id) }
        waiter?.resume(returning: settled)
    }

    /// Cancels every effect and resumes every waiter (the dispatcher is going away).
    func tearDown() {
        let (all, waiting) = lock.withLock { () -> ([EffectRecord], [CheckedContinuation<Bool, Never>]) in
            defer {
                records.removeAll()
                waiters.removeAll()
            }
            return (Array(records.values), Array(waiters.values))
        }
        for record in all { record.task?.cancel() }
        for waiter in waiting { waiter.resume(returning: true) }
    }

    /// The waiters to resume when no effect is left (call holding the lock).
    private func takeWaitersIfSettled() -> [CheckedContinuation<Bool, Never>] {
        guard records.isEmpty, !waiters.isEmpty else { return [] }
        defer { waiters.removeAll() }
        return Array(waiters.values)
    }
}

/// A running effect as the dispatcher tracks it.
struct EffectRecord {
    let id: AnyHashable?
    /// Set right after the task starts; nil only between insertion and that moment.
    var task: Task<Void, Never>?
    let info: EffectInfo
}
