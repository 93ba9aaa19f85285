import Foundation

/// Reads a file line by line in chunks, never holding more than one chunk and one line.
///
/// Knows the byte offset of every line it returns, and can seek back to one (time travel).
final class LogLineReader {
    /// A line: its bytes without the newline, where it starts, and whether a newline ended it.
    struct Line {
        let bytes: Data
        let offset: Int64
        let isTerminated: Bool
    }

    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var bufferOffset: Int64 = 0
    private var atEndOfFile = false
    private let chunkSize: Int
    private let maximumLineLength: Int

    /// Opens the file for reading.
    /// - Throws: ``ActionLogError/Kind/cannotOpen(_:)`` with the system's reason.
    init(path: String, chunkSize: Int = 1 << 16, maximumLineLength: Int = ActionLogFormat.maximumLineLength) throws {
        self.path = path
        self.chunkSize = max(chunkSize, 2)
        self.maximumLineLength = maximumLineLength
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ActionLogError(file: path, line: nil, kind: .cannotOpen(SystemError.message(errno)))
        }
        self.descriptor = descriptor
        buffer = Self.bytes(keeping: [], zeros: chunkSize)
    }

    deinit { _ = systemClose(descriptor) }

    /// The file offset of the next line.
    var offset: Int64 { bufferOffset + Int64(start) }

    /// The file's size now, for progress reports.
    var fileSize: Int64 {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int64(status.st_size) : 0
    }

    /// The next line, or nil at the end of the file.
    /// - Throws: `.readFailed`, or `.lineTooLong` (with `lineNumber`) for an endless line.
    func next(lineNumber: Int) throws -> Line? {
        var searchFrom = start
        while true {
            if let newline = findNewline(from: searchFrom) {
                try checkLength(newline - start, lineNumber: lineNumber)
                let line = Line(bytes: slice(upTo: newline), offset: offset, isTerminated: true)
                start = newline + 1
                return line
            }
            searchFrom = end
            if atEndOfFile {
                guard start < end else { return nil }
                try checkLength(end - start, lineNumber: lineNumber)
                let line = Line(bytes: slice(upTo: end), offset: offset, isTerminated: false)
                start = end
                return line
            }
            try checkLength(end - start, lineNumber: lineNumber)
            let shift = start
            try fill()
            searchFrom -= shift
        }
    }

    /// Refuses a line longer than the limit, wherever its end was found: in the bytes already
    /// buffered, in a chunk just read, or at the end of the file.
    private func checkLength(_ length: Int, lineNumber: Int) throws {
        guard length > maximumLineLength else { return }
        throw ActionLogError(file: path, line: lineNumber, kind: .lineTooLong(limit: maximumLineLength))
    }

    /// Moves to a line start previously returned in `Line.offset` (or to 0).
    func seek(to newOffset: Int64) throws {
        guard lseek(descriptor, off_t(newOffset), SEEK_SET) >= 0 else {
            throw ActionLogError(file: path, line: nil, kind: .readFailed(SystemError.message(errno)))
        }
        bufferOffset = newOffset
        start = 0
        end = 0
        atEndOfFile = false
    }

    private func slice(upTo index: Int) -> Data {
        buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return Data() }
            return Data(bytes: base + start, count: index - start)
        }
    }

    private func findNewline(from index: Int) -> Int? {
        guard index < end else { return nil }
        return buffer.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress,
                let found = memchr(base + index, 0x0A, end - index)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Moves the unread bytes to the front, grows the buffer if it is full, and reads a chunk.
    private func fill() throws {
        if start > 0 {
            buffer.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                memmove(base, base + start, end - start)
            }
            bufferOffset += Int64(start)
            end -= start
            start = 0
        }
        if end < chunkSize, buffer.count > 4 * chunkSize {
            buffer.removeSubrange((2 * chunkSize)...)
        }
        if buffer.count - end < chunkSize / 2 {
            buffer = Self.bytes(keeping: buffer, zeros: max(chunkSize, buffer.count))
        }
        let count = try readSome(into: end)
        if count == 0 { atEndOfFile = true }
        end += count
    }

    /// `kept`'s bytes followed by `zeros` zero bytes, made with one `memcpy` and one `memset`.
    /// Appending a sequence of zeros copies them one at a time where this library is built
    /// unoptimized: growing the buffer to the 64 MiB limit took over a minute under
    /// AddressSanitizer.
    private static func bytes(keeping kept: [UInt8], zeros: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: kept.count + zeros) { bytes, initialized in
            guard let base = bytes.baseAddress else { return }
            kept.withUnsafeBytes { source in
                if let from = source.baseAddress { memcpy(base, from, source.count) }
            }
            memset(base + kept.count, 0, zeros)
            initialized = kept.count + zeros
        }
    }

    private func readSome(into index: Int) throws -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                // At most one chunk per read: the buffer then never holds more than the longest
                // allowed line plus a chunk, whatever the file holds.
                return read(descriptor, base + index, min(bytes.count - index, chunkSize))
            }
            if count >= 0 { return count }
            if errno != EINTR {
                throw ActionLogError(file: path, line: nil, kind: .readFailed(SystemError.message(errno)))
            }
        }
    }
}
