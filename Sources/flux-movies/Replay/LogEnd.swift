import Foundation

/// The last sequence number of a log, counted from its complete lines without decoding them
/// (the header is line 1; seq N is on line N + 1). Used to refuse `--until` beyond the log
/// before anything is replayed.
enum LogEnd {
    /// The last seq of the log at `path`, or nil when it cannot be read (replay reports why).
    static func lastSequence(path: String) -> UInt64? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var newlines: UInt64 = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                newlines += chunk.withUnsafeBytes { bytes in
                    UInt64(bytes.reduce(into: 0) { count, byte in if byte == 0x0A { count += 1 } })
                }
            }
        } catch {
            return nil
        }
        return newlines > 0 ? newlines - 1 : 0
    }
}
