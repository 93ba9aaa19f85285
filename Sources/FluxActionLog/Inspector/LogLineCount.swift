import Foundation

/// The last sequence number of a log file, counted from its complete action lines without
/// decoding them (lines that start `{"seq":`; a version 2 log's completion and break lines do
/// not), so that a writer knows the end of the replay before it starts, and a tool can refuse
/// `--until` beyond the log before anything is replayed.
package enum LogLineCount {
    /// The last seq of the regular file at `path`; nil for another kind of file (a pipe can be read
    /// only once) or one that cannot be read.
    package static func lastSequence(path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        var counter = ActionLineCounter()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
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
