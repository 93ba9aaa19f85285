import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last sequence number of a log file, counted from its complete lines without decoding them
/// (the header is line 1; seq N is on line N + 1), so that a writer knows the end of the replay
/// before it starts.
enum LogLineCount {
    /// The last seq of the regular file at `path`; nil for another kind of file (a pipe can be read
    /// only once) or one that cannot be read.
    static func lastSequence(path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        var newlines: UInt64 = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
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
