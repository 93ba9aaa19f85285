import Foundation

/// The end of a child process, awaited by a task: no thread blocks in `waitUntilExit()`.
///
/// ``Foundation/Process/start()`` sets the process's `terminationHandler` before it runs the
/// process, so the end cannot be missed: the handler opens a ``Gate`` that every ``wait()``,
/// made before the end or after it, passes. A test never calls `waitUntilExit()`, on a pool
/// thread or in `Task.detached` (whose thread is a pool thread too): the cooperative pool has
/// as many threads as cores, and a test blocking one slows or stalls the others.
/// ```swift
/// let exit = try process.start()
/// await exit.wait()
/// #expect(process.terminationStatus == 0)
/// ```
package struct ProcessExit: Sendable {
    private let ended: Gate

    fileprivate init(ended: Gate) {
        self.ended = ended
    }

    /// Suspends until the process has ended (or the calling task is cancelled).
    package func wait() async {
        await ended.wait()
    }

    /// Suspends until the process has ended or `timeout` seconds have passed; whether it ended.
    package func wait(timeout: Double) async -> Bool {
        await ended.wait(timeout: timeout)
    }
}

extension Process {
    /// Runs the process with its end observed from the start; await it through the result.
    /// - Throws: what `run()` throws when the process cannot be started.
    package func start() throws -> ProcessExit {
        let ended = Gate()
        terminationHandler = { _ in ended.open() }
        try run()
        return ProcessExit(ended: ended)
    }
}

extension Gate {
    /// Returns once the gate is open or `timeout` seconds have passed; whether it is open.
    package func wait(timeout: Double) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.wait() }
            group.addTask { try? await Task.sleep(for: .seconds(timeout)) }
            await group.next()
            group.cancelAll()
        }
        return isOpenNow
    }
}
