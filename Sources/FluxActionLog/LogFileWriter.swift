#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only file written with one `write(2)` per call: no user-space buffering, so every
/// line is in the operating system's hands before the next action is processed.
///
/// A call that fails part way (a full disk) cuts the file back to where it began, so the file
/// always ends with the last call that succeeded: whole lines, never half of one.
final class LogFileWriter {
    let path: String
    private var descriptor: Int32
    /// The bytes of the calls that succeeded: the file's length.
    private var committed: off_t = 0
    /// Whether the path is a regular file (only such a file is ever cut or removed: never a
    /// device such as `/dev/full`).
    private let isRegularFile: Bool

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
        var status = stat()
        isRegularFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    deinit { close() }

    /// Writes all the bytes, retrying partial writes and interruptions; on a failure the bytes
    /// of this call already written are cut off again (when the system allows it).
    /// - Throws: ``ActionLogError/Kind/writeFailed(_:)`` with the system's reason.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    if offset > 0, isRegularFile { _ = ftruncate(descriptor, committed) }
                    throw ActionLogError(file: path, line: nil, kind: .writeFailed(SystemError.message(code)))
                }
                offset += written
            }
            committed += off_t(buffer.count)
        }
    }

    /// Closes the file; later writes fail.
    func close() {
        guard descriptor >= 0 else { return }
        _ = systemClose(descriptor)
        descriptor = -1
    }

    /// Closes the file and removes it: for a file this writer created and nothing else has.
    /// Anything but a regular file (a device such as `/dev/full`) is only closed.
    func closeAndRemove() {
        close()
        if isRegularFile { _ = unlink(path) }
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
