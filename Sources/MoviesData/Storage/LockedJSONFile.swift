import Foundation

/// A JSON file read and replaced under an advisory `flock` lock, written atomically.
///
/// - The lock is taken on a sibling `<name>.lock` file (the data file itself is replaced by
///   `rename`, so it cannot carry the lock).
/// - Writes go to a temporary file in the same directory, then `rename` over the file, so a
///   reader never sees a half-written file.
/// - A file larger than ``maxBytes`` is not read (only its first ``maxBytes`` + 1 bytes are): it
///   counts as unreadable.
/// - An empty file (0 bytes, or only JSON whitespace: `: > history`) holds the empty value: it
///   is not corrupt, and is left where it is.
/// - A file that cannot be decoded is renamed `<name>.corrupt-<yyyyMMddTHHmmssZ>` (kept), a
///   one-line warning is emitted, and reading continues with the empty value.
struct LockedJSONFile<Value: Codable>: Sendable {
    let url: URL
    let warnings: WarningSink
    let now: @Sendable () -> Date
    /// The largest file read back, in bytes; a larger one is treated as unreadable (moved aside).
    var maxBytes = 64 << 20
    /// Writes the temporary file (tests inject a failing one, as a full disk would).
    var writeData: @Sendable (Data, URL) throws -> Void = { data, url in try data.write(to: url) }

    private var directoryPath: String { url.deletingLastPathComponent().path }

    /// Runs `body` holding the exclusive lock (creating the directory and lock file if needed).
    /// - Throws: `StorageError.unwritable` if the directory or lock file cannot be created.
    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        try createDirectory()
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw unwritable(lockPath) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw unwritable(lockPath) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Reads the value (call inside `withLock`); a missing file gives `empty`, a corrupt one is
    /// moved aside (with a warning) and gives `empty`.
    func load(empty: Value) -> Value {
        guard let data = boundedContents() else {
            if FileManager.default.fileExists(atPath: url.path) { moveAside(invalidJSON: false) }
            return empty
        }
        if Self.isBlank(data) { return empty }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            moveAside(invalidJSON: true)
            return empty
        }
    }

    /// Reads the value without the lock and without moving anything (for read-only fallbacks).
    func peek() -> Value? {
        guard let data = boundedContents() else { return nil }
        return Self.isBlank(data) ? nil : try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Whether `data` is empty or only JSON whitespace (space, tab, line feed, carriage return).
    static func isBlank(_ data: Data) -> Bool {
        data.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// Atomically replaces the file with `value` (call inside `withLock`).
    /// - Throws: `StorageError.unwritable` if the temporary file cannot be written or renamed; the
    ///   temporary file is removed on either failure.
    func save(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let temporary = temporaryURL()
        do {
            try writeData(data, temporary)
        } catch {
            // A write that fails part way (a full disk) may leave the temporary file behind.
            unlink(temporary.path)
            throw StorageError.unwritable(path: directoryPath, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let failure = unwritable(url.path)
            unlink(temporary.path)
            throw failure
        }
    }

    /// The file's bytes; nil when it is missing, unreadable or larger than ``maxBytes``.
    private func boundedContents() -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
            return data.count <= maxBytes ? data : nil
        } catch {
            return nil
        }
    }

    private func createDirectory() throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw StorageError.unwritable(path: directoryPath, reason: error.localizedDescription)
        }
    }

    /// Moves the corrupt file (`invalidJSON`, else unreadable) aside, with a warning.
    private func moveAside(invalidJSON: Bool) {
        let target = CorruptFileName.available(for: url, at: now())
        if rename(url.path, target.path) == 0 {
            warnings.warn(.movedAside(path: url.path, invalidJSON: invalidJSON, target: target.path))
        } else {
            warnings.warn(
                .notMovedAside(path: url.path, invalidJSON: invalidJSON, reason: String(cString: strerror(errno))))
        }
    }

    private func unwritable(_ path: String) -> StorageError {
        .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
}
