/// Standard output for a replay: lines are collected and written 64 KiB at a time (a long log
/// prints a lot), and written out before anything goes to stderr.
@MainActor
final class BufferedOutput {
    private static let flushSize = 1 << 16
    private var buffer: [UInt8] = []
    private let beforeFlush: @MainActor () -> Void

    /// Creates an output; `beforeFlush` runs before each write (e.g. to erase a progress line).
    init(beforeFlush: @escaping @MainActor () -> Void = {}) {
        self.beforeFlush = beforeFlush
    }

    /// Adds one line (a newline is appended).
    func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= Self.flushSize { flush() }
    }

    /// Writes what is buffered.
    func flush() {
        guard !buffer.isEmpty else { return }
        beforeFlush()
        StandardStreams.writeOutput(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
