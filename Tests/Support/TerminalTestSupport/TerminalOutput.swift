import Foundation
import TestSupport

/// What a program wrote to its pseudo-terminal, read on a thread of its own: the bytes and the
/// screen they draw, behind a lock; ``changes`` wakes the tasks waiting for them.
final class TerminalOutput: @unchecked Sendable {
    /// Signalled after each change: new bytes on the screen, the end of the reading, the
    /// program's exit, a reset.
    let changes = ChangeSignal()
    private let lock = NSLock()
    private var model: ScreenModel
    private var output: [UInt8] = []
    private var status: Int32?
    private var ended = false

    init(screen: ScreenModel) {
        model = screen
    }

    var screen: ScreenModel { lock.withLock { model } }
    var bytes: [UInt8] { lock.withLock { output } }
    var exitStatus: Int32? {
        get { lock.withLock { status } }
        set {
            lock.withLock { status = newValue }
            changes.signal()
        }
    }

    /// Whether the reader has read everything: every holder of the terminal's program side
    /// closed it, and the kernel's buffer is drained.
    var hasEnded: Bool { lock.withLock { ended } }

    /// Starts a new, blank screen (after a resize).
    func reset(_ screen: ScreenModel) {
        lock.withLock { model = screen }
        changes.signal()
    }

    /// Reads the terminal's master side until the program closes it. Blocks: only the reader's
    /// own `Thread` calls it.
    func read(from master: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        defer {
            lock.withLock { ended = true }
            changes.signal()
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            lock.withLock {
                output += buffer[..<count]
                model.feed(buffer[..<count])
            }
            changes.signal()
        }
    }
}
