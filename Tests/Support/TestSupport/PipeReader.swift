import Foundation

/// Everything a child process writes to a pipe, read on a dedicated `Thread` (which may block)
/// and awaited by tasks, which never block.
///
/// Create it before the process runs (it holds no descriptor of the process's side, so the end
/// of the process's writes is the end of the pipe), then await what it has read:
/// ```swift
/// let output = Pipe()
/// process.standardOutput = output
/// let reader = PipeReader(output)
/// let exit = try process.start()
/// let line = await reader.firstLine()
/// ```
package final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var ended = false
    private let changes = ChangeSignal()

    /// Starts reading `pipe` to its end.
    package init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            // blocking: runs on a dedicated Thread
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { bytes.append(chunk) }
                changes.signal()
            }
            lock.withLock { ended = true }
            changes.signal()
        }.start()
    }

    /// What has been read so far.
    package var data: Data { lock.withLock { bytes } }

    /// What has been read so far, as UTF-8.
    package var text: String { String(decoding: data, as: UTF8.self) }

    /// Whether the pipe has ended: every writer closed it and everything was read.
    package var hasEnded: Bool { lock.withLock { ended } }

    /// Everything written to the pipe, once every writer has closed it.
    package func all() async -> Data {
        _ = await changes.wait(timeout: nil) { hasEnded }
        return data
    }

    /// Everything written to the pipe, as UTF-8, once every writer has closed it.
    package func allText() async -> String {
        String(decoding: await all(), as: UTF8.self)
    }

    /// Suspends until what was read satisfies `condition`, the pipe ended, or `timeout` seconds
    /// passed (never, when nil); whether `condition` held.
    package func wait(
        timeout: Double? = 30, isolation: isolated (any Actor)? = #isolation, until condition: (String) -> Bool
    ) async -> Bool {
        await changes.wait(timeout: timeout) { condition(text) || hasEnded } && condition(text)
    }

    /// The first line (without its newline), or everything written when no newline came.
    package func firstLine() async -> String {
        _ = await changes.wait(timeout: nil) { data.contains(0x0A) || hasEnded }
        let read = data
        return String(decoding: read.prefix { $0 != 0x0A }, as: UTF8.self)
    }
}
