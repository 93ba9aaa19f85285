import Foundation

/// At most `width` holders at once; the others wait suspended (a continuation each), first come
/// first served. ``StartsProcesses`` runs each process test in one of these slots.
package final class ProcessTestSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// The slots of a run: one per core (at least two).
    package static let shared = ProcessTestSlots(width: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether the current task runs in a slot already (a test inside its suite's scope).
    @TaskLocal package static var isHeld = false

    /// Creates `width` free slots.
    package init(width: Int) {
        free = width
    }

    /// Runs `body` in a slot, waiting (suspended, never blocking) until one is free; a task
    /// that holds one already runs `body` at once.
    package func run(_ body: () async throws -> Void) async throws {
        if Self.isHeld { return try await body() }
        await withCheckedContinuation { continuation in
            let now = lock.withLock { () -> Bool in
                if free > 0 {
                    free -= 1
                    return true
                }
                waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
        defer { release() }
        try await Self.$isHeld.withValue(true) { try await body() }
    }

    /// Frees a slot, or hands it to the first waiter.
    private func release() {
        let next = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            if waiting.isEmpty {
                free += 1
                return nil
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}
