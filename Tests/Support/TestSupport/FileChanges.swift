import Foundation

/// Wakes the tasks waiting for what another process writes to a file: a dedicated `Thread`
/// reads the kernel's events for the file's folder (inotify) and signals a ``ChangeSignal``.
///
/// Watch before the writes can happen (a file that does not exist yet is fine), then wait with
/// a condition on the file; the condition is checked at the start, after each write, create or
/// close in the folder, and at the deadline:
/// ```swift
/// let changes = try FileChanges(in: file.deletingLastPathComponent())
/// #expect(await changes.wait { (try? String(contentsOf: file, encoding: .utf8)) == expected })
/// ```
/// The thread ends when this is deinitialized (or the folder removed): removing the watch
/// makes the kernel send a last event.
package final class FileChanges: @unchecked Sendable {
    /// Why the folder cannot be watched.
    package struct WatchFailure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    private let reader: EventReader
    private let watch: Int32

    /// Watches the files of `folder` for writes.
    /// - Throws: ``WatchFailure`` when the kernel refuses the watch.
    package init(in folder: URL) throws {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw WatchFailure(description: "inotify_init1: \(String(cString: strerror(errno)))")
        }
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)
        watch = inotify_add_watch(descriptor, folder.path, events)
        guard watch >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw WatchFailure(description: "inotify_add_watch \(folder.path): \(reason)")
        }
        reader = EventReader(descriptor: descriptor)
        Thread { [reader] in reader.run() }.start()
    }

    /// Removes the watch; the thread reads the kernel's last event for it and closes the descriptor.
    deinit {
        reader.remove(watch)
    }

    /// Suspends until `condition` holds or `timeout` seconds have passed; whether it held.
    package func wait(
        timeout: Double = 30, isolation: isolated (any Actor)? = #isolation, until condition: () -> Bool
    ) async -> Bool {
        await reader.changes.wait(timeout: timeout, until: condition)
    }
}

/// The inotify descriptor and the thread's side of ``FileChanges`` (the thread holds this, not
/// the ``FileChanges`` whose deinit ends it).
private final class EventReader: @unchecked Sendable {
    let changes = ChangeSignal()
    private let lock = NSLock()
    private let descriptor: Int32
    private var ended = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Removes `watch` unless the thread has ended (and closed the descriptor) already.
    func remove(_ watch: Int32) {
        lock.withLock {
            if !ended { _ = inotify_rm_watch(descriptor, watch) }
        }
    }

    /// Reads events until the watch is gone (`IN_IGNORED`), signalling after each read. Blocks:
    /// only the watcher's own `Thread` calls it.
    func run() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var gone = false
        while !gone {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                if event.mask & UInt32(IN_IGNORED) != 0 { gone = true }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
            changes.signal()
        }
        lock.withLock {
            ended = true
            close(descriptor)
        }
    }
}
