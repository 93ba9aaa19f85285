/// The running effects of one dispatcher, the actions they posted, and the callers waiting for
/// them to finish.
///
/// Shared by the dispatcher (main actor) and its effects (any thread) under one lock. An effect
/// posts its actions here and goes on at once; the dispatcher's drain loop, one long-lived
/// main-actor task, dispatches them in order. A post wakes the loop by resuming its continuation
/// (a hop, no task to create). An effect that finishes with actions still posted is removed when
/// its last action has been dispatched: its last action and its completion reach the main actor
/// together, in one hop. Continuations are resumed outside the lock. `@unchecked Sendable`:
/// every field is guarded by `lock` (invariant U4 of <doc:WhyDispatchIsCheap>).
final class EffectTable<Action: Sendable>: @unchecked Sendable {
    /// The most posted actions one main-actor job dispatches before it yields.
    static var drainBatch: Int { 256 }

    private let lock = Lock()
    // Guarded by `lock`. `EffectRecord.id` is `AnyHashable` made from a `Hashable & Sendable`
    // value, so sharing it across threads is safe although `AnyHashable` is not `Sendable`.
    private var records: [UInt64: EffectRecord] = [:]
    private var posted: [(token: UInt64, action: Action)] = []
    private var postedHead = 0
    /// Posts are waiting for the drain loop: set by the first post, cleared when the loop finds
    /// nothing left.
    private var isDrainScheduled = false
    /// The drain loop, suspended until a post; nil while it runs (or before it started).
    ///
    /// Unsafe (no checking canary, so a wait allocates nothing): it is resumed exactly once,
    /// because whoever resumes it (`post`, `tearDown`) takes it out under the lock, and
    /// `waitForPosted` either stores it or resumes it, never both.
    private var drainWaiter: UnsafeContinuation<Bool, Never>?
    private var isDrainLoopStarted = false
    private var isTornDown = false
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
        lock.withLock {
            // A read and a write, not `records[token]?.task = task`: the optional-chained write
            // goes through Dictionary's `modify` coroutine, which allocates its frames.
            guard var record = records[token] else { return }
            record.task = task
            records[token] = record
        }
    }

    /// Whether the effect is still running and not cancelled.
    func isActive(_ token: UInt64) -> Bool {
        lock.withLock { records[token].map { !$0.hasFinished } ?? false }
    }

    /// The running effects' descriptions, oldest first.
    var infos: [EffectInfo] {
        lock.withLock { records.values.map(\.info) }.sorted { $0.token < $1.token }
    }

    /// Whether no effect is running or has actions waiting to be dispatched.
    var isEmpty: Bool {
        lock.withLock { records.isEmpty }
    }

    /// Posts an effect's action, waking the drain loop if it waits; dropped when the effect was
    /// cancelled.
    func post(_ action: Action, from token: UInt64) {
        let wake = lock.withLock { () -> UnsafeContinuation<Bool, Never>? in
            guard var record = records[token] else { return nil }
            record.postedCount += 1  // a read and a write, as in `attach`
            records[token] = record
            posted.append((token, action))
            if isDrainScheduled { return nil }
            isDrainScheduled = true
            defer { drainWaiter = nil }
            return drainWaiter
        }
        wake?.resume(returning: true)
    }

    /// Whether the caller must start the drain loop: true once per table, on its first effect.
    func claimDrainLoop() -> Bool {
        lock.withLock {
            defer { isDrainLoopStarted = true }
            return !isDrainLoopStarted
        }
    }

    /// Suspends the drain loop until actions are posted (at once when some already are).
    /// - Returns: false once the table is torn down: the loop ends.
    func waitForPosted() async -> Bool {
        await withUnsafeContinuation { continuation in
            let now = lock.withLock { () -> Bool? in
                if isTornDown { return false }
                if isDrainScheduled { return true }
                drainWaiter = continuation
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }

    /// The next posted action of an effect that is not cancelled, or nil when none is left (a
    /// later post schedules a new drain).
    func nextPosted() -> (token: UInt64, action: Action, cause: UInt64)? {
        lock.withLock {
            while postedHead < posted.count {
                let next = posted[postedHead]
                postedHead += 1
                if let record = records[next.token] { return (next.token, next.action, record.cause) }
            }
            posted.removeAll(keepingCapacity: true)
            postedHead = 0
            isDrainScheduled = false
            return nil
        }
    }

    /// Makes `cause` the cause of the actions the effect sends from now on (a throttled run that
    /// takes a later call's work).
    func setCause(_ cause: UInt64, of token: UInt64) {
        lock.withLock { records[token]?.cause = cause }
    }

    /// Notes that a posted action was dispatched; removes its effect if that was the last
    /// action of a finished effect.
    func dispatched(from token: UInt64) {
        let settled = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
            guard var record = records[token] else { return [] }
            record.postedCount -= 1
            records[token] = record.hasFinished && record.postedCount == 0 ? nil : record
            return takeWaitersIfSettled()
        }
        for waiter in settled { waiter.resume(returning: true) }
    }

    /// Records that an effect's work returned: it is removed now, or once its posted actions
    /// are dispatched.
    func finish(_ token: UInt64) {
        let settled = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
            guard var record = records[token] else { return [] }
            record.hasFinished = true
            records[token] = record.postedCount == 0 ? nil : record
            return takeWaitersIfSettled()
        }
        for waiter in settled { waiter.resume(returning: true) }
    }

    /// Removes and cancels the effects `matching` selects (their posted actions are dropped);
    /// resumes the waiters if none is left.
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

    /// Cancels every effect, drops their posted actions, resumes every waiter and ends the drain
    /// loop (the dispatcher is going away).
    func tearDown() {
        let (all, waiting, drain) = lock.withLock {
            () -> ([EffectRecord], [CheckedContinuation<Bool, Never>], UnsafeContinuation<Bool, Never>?) in
            defer {
                records.removeAll()
                posted.removeAll()
                postedHead = 0
                waiters.removeAll()
                drainWaiter = nil
                isTornDown = true
            }
            return (Array(records.values), Array(waiters.values), drainWaiter)
        }
        for record in all { record.task?.cancel() }
        for waiter in waiting { waiter.resume(returning: true) }
        drain?.resume(returning: false)
    }

    /// The waiters to resume when no effect is left (call holding the lock).
    private func takeWaitersIfSettled() -> [CheckedContinuation<Bool, Never>] {
        guard records.isEmpty, !waiters.isEmpty else { return [] }
        defer { waiters.removeAll(keepingCapacity: true) }
        return Array(waiters.values)
    }
}

/// A running effect as the dispatcher tracks it.
struct EffectRecord {
    let id: AnyHashable?
    /// Set right after the task starts; nil only between insertion and that moment.
    var task: Task<Void, Never>?
    let info: EffectInfo
    /// The sequence number of the action whose dispatch started the effect (0: none): the cause
    /// of every action it sends.
    var cause: UInt64
    /// Actions posted and not dispatched yet.
    var postedCount = 0
    /// The effect's work returned; the record stays until its posted actions are dispatched.
    var hasFinished = false
}
