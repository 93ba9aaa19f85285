import Foundation
import MoviesApp

/// Standard input as raw lines, read on a background thread (`readLine()` would silently
/// repair invalid UTF-8, and would block the main actor).
enum StandardInputLines {
    /// The lines of stdin, split by `LineSplitter` (over-long lines become `.tooLong`).
    static func stream() -> AsyncStream<InputLine> {
        AsyncStream { continuation in
            let thread = Thread {
                var splitter = LineSplitter()
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    for line in splitter.feed(buffer[..<count]) { continuation.yield(line) }
                }
                for line in splitter.finish() { continuation.yield(line) }
                continuation.finish()
            }
            thread.start()
        }
    }

    /// The lines of stdin until they end or a line that waited its turn quits `session`.
    @MainActor
    static func stream(until session: ConsoleSession) -> AsyncStream<InputLine> {
        let (lines, relay) = AsyncStream.makeStream(of: InputLine.self)
        let forward = Task {
            for await line in stream() { relay.yield(line) }
            relay.finish()
        }
        session.quitRequested = {
            relay.finish()
            forward.cancel()
        }
        return lines
    }
}
