import Foundation

/// A clock whose time moves only when the test advances it, for testing code that sleeps,
/// debounces or throttles without waiting for real time.
///
/// Inject it where the code under test takes an `any Clock<Duration>`; a sleep on it suspends
/// until ``advance(by:)``, ``advance(to:)`` or ``run(timeout:)`` moves ``now`` to its deadline.
/// The names and behaviour follow swift-clocks' `TestClock`.
///
/// ```swift
/// let clock = TestClock()
/// let feature = try FilterFeature(clock: clock)
/// let store = TestStore(dispatcher: feature.dispatcher, clocks: [clock])
/// store.send(.queryChanged("l")) { $0[feature.filter].query = "l" }
/// store.send(.queryChanged("lo")) { $0[feature.filter].query = "lo" }
/// await clock.advance(by: .milliseconds(299))
/// #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(300))])
/// await clock.advance(by: .milliseconds(1))
/// await store.receive(.searched("lo")) { $0[feature.filter].searches = ["lo"] }
/// ```
///
/// It is `Sendable` and may be used from any task: its state is guarded by a lock. Each advance
/// resumes the due sleeps one at a time in deadline order (sleeps with the same deadline in the
/// order they started), with ``now`` set to that sleep's deadline; it waits for the woken task to
/// return from its sleep and then yields, so that the woken task runs (and may sleep again)
/// before the next one wakes. A task cancelled while it
/// sleeps throws `CancellationError` at once.
///
/// Give the clock to the test store (`clocks: [clock]`, ``TestStore/clocks``): a `receive` that
/// times out while sleeps wait on it then says to advance it, naming the earliest deadline.
///
/// Misuse: the yields let woken tasks run in practice but cannot force a task on another thread
/// to run; assert what a woken task sends with `TestStore.receive`, which waits for it.
public final class TestClock: Clock, @unchecked Sendable {
    /// The clock's duration type.
    public typealias Duration = Swift.Duration

    // Guarded by `lock` (the `@unchecked Sendable` invariant): every read and write of the
    // fields below happens inside `lock.withLock`, and no continuation is resumed holding it.
    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [TestClockSleeper] = []
    private var cancelled: Set<UInt64> = []
    /// Sleeps resumed by an advance whose task has not returned from `sleep` yet.
    private var waking: Set<UInt64> = []
    private var nextID: UInt64 = 0

    /// Creates a clock that stands at `now` until advanced.
    /// - Parameter now: the starting instant; the clock's start (offset zero) by default.
    public init(now: Instant = Instant()) {
        current = now
    }

    /// The current instant; it moves only when the test advances the clock.
    public var now: Instant { lock.withLock { current } }

    /// The clock's resolution: none, any duration can be advanced.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are suspended on the clock, waiting for it to reach their deadline.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// The deadlines of the suspended sleeps, earliest first.
    public var pendingDeadlines: [Instant] {
        lock.withLock { sleepers.sorted { $0.wakes(before: $1) }.map(\.deadline) }
    }

    /// Suspends until the clock is advanced to `deadline`; returns at once when it is already
    /// there.
    /// - Parameters:
    ///   - deadline: the instant to wake at.
    ///   - tolerance: ignored: a test clock wakes exactly at the deadline.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock { () -> UInt64 in
            nextID &+= 1
            return nextID
        }
        defer {
            lock.withLock {
                cancelled.remove(id)
                waking.remove(id)
            }
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                suspend(TestClockSleeper(id: id, deadline: deadline, continuation: continuation))
            }
        } onCancel: {
            cancelSleep(id)
        }
    }

    /// Moves the clock forward by `duration`, waking in deadline order every sleep it reaches.
    ///
    /// Also wakes the sleeps that the woken tasks start meanwhile, when their deadlines are
    /// reached too. A negative duration does nothing.
    /// - Parameter duration: how far to move the clock.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `deadline`, waking in deadline order every sleep it reaches.
    ///
    /// Each woken sleep sees ``now`` at its own deadline; the clock ends at `deadline`. An
    /// instant before ``now`` does nothing: the clock never goes back.
    /// - Parameter deadline: the instant to move to.
    public func advance(to deadline: Instant) async {
        await Self.letTasksRun()
        while let sleeper = takeSleeper(dueBy: deadline) {
            sleeper.continuation.resume()
            await waitUntilReturned(sleeper.id)
            await Self.letTasksRun()
        }
        lock.withLock { current = max(current, deadline) }
    }

    /// Moves the clock forward to `deadline` and resumes every sleep it reaches, in deadline
    /// order, without waiting for the woken tasks to run: for a tool that runs their work itself,
    /// one job at a time on an executor of its own (an explorer), which ``advance(to:)`` would
    /// wait for. Every woken sleep sees ``now`` at `deadline` (or later).
    /// - Parameter deadline: the instant to move to; one before ``now`` resumes nothing and leaves
    ///   the clock where it is.
    /// - Returns: how many sleeps were resumed.
    @discardableResult
    package func resumeSleeps(through deadline: Instant) -> Int {
        var woken: [TestClockSleeper] = []
        while let sleeper = takeSleeper(dueBy: deadline) { woken.append(sleeper) }
        lock.withLock { current = max(current, deadline) }
        for sleeper in woken { sleeper.continuation.resume() }
        return woken.count
    }

    /// Advances the clock from deadline to deadline until no sleep is left ("run until idle").
    ///
    /// - Parameter timeout: how much real time it may take; it stops after that (a task that
    ///   sleeps again every time it wakes never leaves the clock idle). The default, a minute, is
    ///   generous because a loaded machine or a sanitizer build (tests run in parallel) can take
    ///   many seconds to run woken tasks; a clock that goes idle returns at once.
    /// - Returns: true when no sleep is left, false when it stopped at `timeout`.
    @discardableResult
    public func run(timeout: Duration = .seconds(60)) async -> Bool {
        let limit = ContinuousClock.now.advanced(by: timeout)
        while let next = await nextDeadline() {
            guard ContinuousClock.now < limit else { return false }
            await advance(to: next)
        }
        return true
    }

    /// The earliest deadline of a suspended sleep, after letting tasks reach their sleeps.
    private func nextDeadline() async -> Instant? {
        await Self.letTasksRun()
        if let next = pendingDeadlines.first { return next }
        await Self.letTasksRun()
        return pendingDeadlines.first
    }

    /// Waits until at least `count` sleeps are suspended on the clock: a task that was just
    /// started may not have reached its sleep yet.
    ///
    /// It yields to other tasks while it waits and never advances the clock.
    /// - Parameters:
    ///   - count: how many sleeps to wait for.
    ///   - timeout: how much real time to wait at most (generous: it returns as soon as the sleeps
    ///     are there, and only a test that is wrong waits that long).
    /// - Returns: true when that many sleeps are suspended, false after `timeout`.
    @discardableResult
    public func waitForSleepers(count: Int = 1, timeout: Duration = .seconds(60)) async -> Bool {
        let limit = ContinuousClock.now.advanced(by: timeout)
        while sleeperCount < count {
            guard ContinuousClock.now < limit else { return false }
            await Task.yield()
        }
        return true
    }

    /// Registers a sleeper, or resumes it at once when its deadline is reached or its task was
    /// cancelled before it got here.
    private func suspend(_ sleeper: TestClockSleeper) {
        let outcome = lock.withLock { () -> Result<Bool, CancellationError> in
            if cancelled.remove(sleeper.id) != nil { return .failure(CancellationError()) }
            if sleeper.deadline <= current { return .success(true) }
            sleepers.append(sleeper)
            return .success(false)
        }
        switch outcome {
        case .failure(let error): sleeper.continuation.resume(throwing: error)
        case .success(true): sleeper.continuation.resume()
        case .success(false): break
        }
    }

    /// Wakes the sleep `id` with `CancellationError`, or marks it so that it never suspends.
    private func cancelSleep(_ id: UInt64) {
        let sleeper = lock.withLock { () -> TestClockSleeper? in
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                cancelled.insert(id)
                return nil
            }
            return sleepers.remove(at: index)
        }
        sleeper?.continuation.resume(throwing: CancellationError())
    }

    /// Removes the earliest sleeper due by `deadline` and moves the clock to its deadline.
    private func takeSleeper(dueBy deadline: Instant) -> TestClockSleeper? {
        lock.withLock {
            guard let index = sleepers.indices.min(by: { sleepers[$0].wakes(before: sleepers[$1]) }),
                sleepers[index].deadline <= deadline
            else { return nil }
            let sleeper = sleepers.remove(at: index)
            current = max(current, sleeper.deadline)
            waking.insert(sleeper.id)
            return sleeper
        }
    }

    /// Yields until the task of the woken sleep `id` has returned from `sleep` (at most a minute
    /// of real time, for a loaded machine or a sanitizer build), so that the next sleep wakes
    /// after it.
    private func waitUntilReturned(_ id: UInt64) async {
        let limit = ContinuousClock.now.advanced(by: .seconds(60))
        while lock.withLock({ waking.contains(id) }), ContinuousClock.now < limit {
            await Task.yield()
        }
    }

    /// Yields a few times, so that tasks just resumed or started run up to their next suspension.
    private static func letTasksRun() async {
        for _ in 0..<yieldsPerStep { await Task.yield() }
    }

    /// How many times ``letTasksRun()`` yields.
    private static var yieldsPerStep: Int { 20 }
}
