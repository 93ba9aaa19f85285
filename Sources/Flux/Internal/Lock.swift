#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`: the lock of Flux's state that effects touch
/// from their own threads (the effect table, a throttle's held call).
///
/// The C library is imported here only: Flux uses no Foundation, and the standard library's
/// `Mutex` needs macOS 15. Unsafe code: invariant U4 of <doc:WhyDispatchIsCheap> (the mutex is
/// allocated once, never moved, and destroyed only when no thread can hold it).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `body` must not call back into code that takes it.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
