import FluxActionLog
import Foundation

/// Copies a log from a source that can be read only once to a file, refusing a line longer than
/// the log format allows (so the copy is bounded even when the source never ends).
enum LogSpooler {
    /// Copies `source` to a new file at `destination`.
    /// - Throws: `ActionLogError` naming `source`: `.cannotOpen`, `.readFailed` (also for a
    ///   failed write of the copy), or `.lineTooLong` with the line's number.
    static func copy(
        from source: String, to destination: String, maximumLineLength: Int = ActionLogFormat.maximumLineLength
    ) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure(source, nil, .cannotOpen(reason())) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw failure(source, nil, .readFailed(reason())) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line = 1
        var lineLength = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(source, nil, .readFailed(reason())) }
            if count == 0 { return }
            for byte in buffer[..<count] {
                if byte == 0x0A {
                    line += 1
                    lineLength = 0
                } else {
                    lineLength += 1
                    if lineLength > maximumLineLength {
                        throw failure(source, line, .lineTooLong(limit: maximumLineLength))
                    }
                }
            }
            try write(buffer[..<count], to: output, source: source)
        }
    }

    private static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, source: String) throws {
        var rest = bytes
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure(source, nil, .readFailed("cannot copy it: \(reason())")) }
            rest = rest.dropFirst(written)
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func failure(_ file: String, _ line: Int?, _ kind: ActionLogError.Kind) -> ActionLogError {
        ActionLogError(file: file, line: line, kind: kind)
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
