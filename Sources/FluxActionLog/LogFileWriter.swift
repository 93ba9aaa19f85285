#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only file written with one `write(2)` per call: no user-space buffering, so every
/// line is in the operating system's hands before the next action is processed.
final class LogFileWriter {
    let path: String
    private var descriptor: Int32

    /// Creates the file; an existing file is refused unless `force` (then it is truncated).
    /// - Throws: ``ActionLogError/Kind/fileExists`` or ``ActionLogError/Kind/cannotOpen(_:)``.
    init(path: String, force: Bool) throws {
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (force ? O_TRUNC : O_EXCL)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            let kind: ActionLogError.Kind = code == EEXIST ? .fileExists : .cannotOpen(SystemError.message(code))
            throw ActionLogError(file: path, line: nil, kind: kind)
        }
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Writes all the bytes, retrying partial writes and interruptions.
    /// - Throws: ``ActionLogError/Kind/writeFailed(_:)`` with the system's reason.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ActionLogError(file: path, line: nil, kind: .writeFailed(SystemError.message(errno)))
                }
                offset += written
            }
        }
    }

    /// Closes the file; later writes fail.
    func close() {
        guard descriptor >= 0 else { return }
        _ = systemClose(descriptor)
        descriptor = -1
    }

    /// Closes the file and removes it: for a file this writer created and nothing else has.
    func closeAndRemove() {
        close()
        _ = unlink(path)
    }
}

/// Calls `write(2)` (the free function, shadowed inside `LogFileWriter`).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Calls `close(2)`.
func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// Text for `errno` values.
enum SystemError {
    /// The C library's message for an error number, e.g. "No such file or directory".
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
