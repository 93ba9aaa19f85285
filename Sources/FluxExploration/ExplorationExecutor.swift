import Foundation

/// The executor an explored app's effects start on: it keeps each job it is given until the
/// explorer runs it, so the seed decides which ready job runs next, and when.
///
/// Jobs are kept in the order they became ready (an effect started, a sleep woke, a cancellation
/// woke a sleep); ``run(at:)`` runs one synchronously, on the caller's thread (the main actor's,
/// in an exploration), so nothing else runs meanwhile.
///
/// `@unchecked Sendable`: `jobs` is read and written under `lock` only.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class ExplorationExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    /// Keeps a job until the explorer runs it.
    func enqueue(_ job: UnownedJob) {
        lock.withLock { jobs.append(job) }
    }

    /// How many jobs are ready to run.
    var readyCount: Int { lock.withLock { jobs.count } }

    /// Runs the ready job at `index` (oldest first); false when there is no such job.
    @discardableResult
    func run(at index: Int) -> Bool {
        let job = lock.withLock { () -> UnownedJob? in
            jobs.indices.contains(index) ? jobs.remove(at: index) : nil
        }
        guard let job else { return false }
        job.runSynchronously(on: asUnownedTaskExecutor())
        return true
    }
}
