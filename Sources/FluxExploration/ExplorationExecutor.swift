import Flux
import Foundation

/// The executor an explored app's effects start on: it gives each effect a lane of its own
/// (``ExplorationJob`` names it) and keeps every job it is given until the explorer runs it, so
/// the seed decides which ready job runs next, and when.
///
/// Jobs are kept in the order they became ready (an effect started, a sleep woke, a cancellation
/// woke a sleep); ``run(_:)`` runs one synchronously, on the caller's thread (the main actor's,
/// in an exploration), so nothing else runs meanwhile. The session sets ``cause`` before each
/// step: the effects started during it are numbered under it.
///
/// `@unchecked Sendable`: `jobs`, `cause` and `started` are read and written under `lock` only.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class ExplorationExecutor: EffectLanes, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [(lane: ExplorationLane, job: UnownedJob)] = []
    private var currentCause: [Int] = [0]
    private var started: [[Int]: Int] = [:]

    /// What starts effects now: a user action's number, or the path of the job running.
    var cause: [Int] {
        get { lock.withLock { currentCause } }
        set { lock.withLock { currentCause = newValue } }
    }

    /// A new lane, for the effect starting now, numbered under ``cause``.
    func lane(forEffect token: UInt64) -> any TaskExecutor {
        let job = lock.withLock { () -> ExplorationJob in
            let number = (started[currentCause] ?? 0) + 1
            started[currentCause] = number
            return ExplorationJob(path: currentCause + [number])
        }
        return ExplorationLane(job: job, executor: self)
    }

    /// Keeps a job of a task that prefers this executor itself (not an effect's): lane `0.0`.
    func enqueue(_ job: UnownedJob) {
        enqueue(job, on: ExplorationLane(job: ExplorationJob(path: [0, 0]), executor: self))
    }

    /// Keeps a job of `lane` until the explorer runs it.
    func enqueue(_ job: UnownedJob, on lane: ExplorationLane) {
        lock.withLock { jobs.append((lane, job)) }
    }

    /// How many jobs are ready.
    var readyCount: Int { lock.withLock { jobs.count } }

    /// The effect of the ready job at `index` (0: the oldest); nil past the last.
    func readyJob(at index: Int) -> ExplorationJob? {
        lock.withLock { jobs.indices.contains(index) ? jobs[index].lane.job : nil }
    }

    /// Whether a job of effect `job` is ready.
    func isReady(_ job: ExplorationJob) -> Bool {
        lock.withLock { jobs.contains { $0.lane.job == job } }
    }

    /// Runs the oldest ready job of effect `job`; false when it has none ready.
    @discardableResult
    func run(_ job: ExplorationJob) -> Bool {
        let taken = lock.withLock { () -> (lane: ExplorationLane, job: UnownedJob)? in
            guard let index = jobs.firstIndex(where: { $0.lane.job == job }) else { return nil }
            return jobs.remove(at: index)
        }
        guard let taken else { return false }
        taken.job.runSynchronously(on: taken.lane.asUnownedTaskExecutor())
        return true
    }
}

/// One effect's executor: it hands its jobs to the explorer's, marked as the effect's.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class ExplorationLane: TaskExecutor, Sendable {
    /// The effect whose jobs come here.
    let job: ExplorationJob
    private let executor: ExplorationExecutor

    init(job: ExplorationJob, executor: ExplorationExecutor) {
        self.job = job
        self.executor = executor
    }

    /// Hands `job` to the explorer's executor.
    func enqueue(_ job: UnownedJob) {
        executor.enqueue(job, on: self)
    }
}
