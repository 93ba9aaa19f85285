import Foundation

/// The last sequence number of a log, counted from its complete action lines without decoding
/// them (lines that start `{"seq":`; a version 2 log's completion and break lines do not). Used
/// to refuse `--until` beyond the log before anything is replayed.
enum LogEnd {
    /// The last seq of the log at `path`, or nil when it cannot be read (replay reports why).
    static func lastSequence(path: String) -> UInt64? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var counter = ActionLineCounter()
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                chunk.withUnsafeBytes { bytes in
                    for byte in bytes { counter.consume(byte) }
                }
            }
        } catch {
            return nil
        }
        return counter.actionLines
    }

    /// Counts the complete lines that start `{"seq":`, a byte at a time.
    private struct ActionLineCounter {
        static let opening = Array(#"{"seq":"#.utf8)
        /// How many complete action lines were seen.
        var actionLines: UInt64 = 0
        /// How many bytes of the current line match `opening` so far (-1: it cannot be one).
        var matched = 0

        mutating func consume(_ byte: UInt8) {
            if byte == 0x0A {
                if matched == Self.opening.count { actionLines += 1 }
                matched = 0
                return
            }
            guard matched >= 0, matched < Self.opening.count else { return }
            matched = byte == Self.opening[matched] ? matched + 1 : -1
        }
    }
}
