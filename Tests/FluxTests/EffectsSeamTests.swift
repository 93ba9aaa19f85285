import Flux
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seams of ``Effects`` that tools drive (issue 32, item 2): each effect's cause, and an
/// executor that decides when an effect's work runs.
@MainActor
@Suite struct EffectsSeamTests {
    let notes = makeNotes()
    let dispatcher = Dispatcher<TestAction>()

    init() throws {
        try dispatcher.register(notes)
    }

    @Test func anEffectStartedDuringADispatchHasThatActionAsItsCause() async {
        var started: [EffectInfo] = []
        let token = dispatcher.addObserver { [dispatcher] _, action in
            guard action == .add(1) else { return }
            started.append(dispatcher.effects.run(id: "during") { send in await send(.note("done")) })
        }
        dispatcher.send(.note("first"))
        dispatcher.send(.add(1))
        let outside = dispatcher.effects.run(id: "outside") { _ in }
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        withExtendedLifetime(token) {}

        #expect(started.map(\.cause) == [2])
        #expect(started.map(\.startedAtSequence) == [2])
        #expect(outside.cause == 0)
        #expect(notes.state == ["first", "done"])
    }

    /// Runs the jobs it is given only when asked, one at a time.
    final class SteppingExecutor: TaskExecutor, @unchecked Sendable {
        private let lock = StepLock()
        private var jobs: [UnownedJob] = []

        func enqueue(_ job: UnownedJob) {
            lock.withLock { jobs.append(job) }
        }

        var pendingCount: Int { lock.withLock { jobs.count } }

        /// Runs the oldest job; false when there is none.
        func runNext() -> Bool {
            guard let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) else { return false }
            job.runSynchronously(on: asUnownedTaskExecutor())
            return true
        }
    }

    @Test func anEffectRunsOnlyWhenTheExecutorRunsItsWork() async {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let executor = SteppingExecutor()
        dispatcher.effects.executor = executor
        #expect(dispatcher.effects.executor === executor)
        // A scoped dispatcher's effects are its parent's: so is their executor.
        let scoped = dispatcher.scope(ActionScope<TestAction, TestAction>(embed: { $0 }, extract: { $0 }))
        scoped.effects.executor = nil
        #expect(dispatcher.effects.executor == nil)
        scoped.effects.executor = executor
        #expect(dispatcher.effects.executor === executor)

        dispatcher.effects.run(id: "stepped") { send in await send(.note("stepped")) }
        // The effect's work waits on the executor: it is enqueued, not run.
        #expect(executor.pendingCount == 1)
        #expect(!dispatcher.effects.isEmpty)
        while executor.runNext() {}
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(notes.state == ["stepped"])
    }
}

/// A mutex for the test executor, at a fixed address (allocated once, freed with it).
final class StepLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
