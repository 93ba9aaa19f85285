import Foundation

/// An open snapshot file read with `pread` straight into the arrays that keep its sections.
final class SnapshotFile {
    /// The file's descriptor.
    private let descriptor: Int32
    /// The file's size in bytes.
    let size: Int

    /// Opens `path` for reading; throws `.unreadable` with the system's reason when it cannot.
    init(path: String) throws(CatalogLoadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(detail: "\(path): \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(detail: "\(path): \(reason)")
        }
        self.descriptor = descriptor
        self.size = Int(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// `count` values of type `Value` stored little-endian at `offset`, or nil if the file ends
    /// before them or cannot be read.
    func read<Value: FixedWidthInteger>(_ count: Int, of type: Value.Type, at offset: Int) -> [Value]? {
        let byteCount = count * MemoryLayout<Value>.stride
        guard count >= 0, offset >= 0, offset <= size, byteCount <= size - offset else { return nil }
        // No buffer for nothing: with capacity 0 the initializer's buffer is the runtime's shared
        // empty-array storage, and setting its count is a write to that global, which
        // ThreadSanitizer reports as a race with every other thread reading an empty array.
        guard count > 0 else { return [] }
        var complete = false
        let values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            complete = readAll(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            initialized = complete ? count : 0
        }
        guard complete else { return nil }
        return Value(littleEndian: 1) == 1 ? values : values.map { Value(littleEndian: $0) }
    }

    /// Fills `buffer` from `offset`, however many reads it takes; false on an error or early end.
    private func readAll(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            guard let base = buffer.baseAddress else { return false }
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }
}
