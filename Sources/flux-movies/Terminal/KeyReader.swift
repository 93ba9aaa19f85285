import Foundation
import LineEditing

/// The keys typed on stdin's terminal in raw mode, decoded on a background thread.
///
/// A lone ESC may begin a sequence: when a read ends with one, the thread waits up to
/// ``escapeTimeoutMilliseconds`` for the rest before taking it as a key of its own.
enum KeyReader {
    /// How long an unfinished escape sequence waits for its next byte.
    static let escapeTimeoutMilliseconds: Int32 = 50

    /// The keys, in batches as read; the stream ends when stdin ends or fails.
    static func stream(descriptor: Int32 = STDIN_FILENO) -> AsyncStream<[EditKey]> {
        AsyncStream { continuation in
            let thread = Thread {
                var decoder = KeyDecoder()
                var buffer = [UInt8](repeating: 0, count: 4_096)
                while true {
                    if decoder.hasPending, !waitForInput(descriptor) {
                        continuation.yield(decoder.flush())
                        continue
                    }
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    let keys = decoder.feed(buffer[..<count])
                    if !keys.isEmpty { continuation.yield(keys) }
                }
                continuation.yield(decoder.flush())
                continuation.finish()
            }
            thread.start()
        }
    }

    /// Whether a byte arrives within the escape timeout.
    private static func waitForInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&request, 1, escapeTimeoutMilliseconds)
            if result < 0 && errno == EINTR { continue }
            return result > 0
        }
    }
}
