import Foundation

/// A value kept in a `LockedJSONFile`, falling back to memory when the directory is unwritable.
///
/// Every read and update goes to the file under its lock, so several processes share it safely.
/// On the first write failure a single warning naming the path is emitted; from then on the
/// value lives in memory only (seeded with what could still be read).
actor PersistentValue<Value: Codable & Sendable> {
    private let file: LockedJSONFile<Value>
    private let empty: Value
    private let normalize: @Sendable (Value) -> Value
    private var memory: Value?
    /// Whether the temporary files killed writers left were looked for (once, on first use).
    private var sweptTemporaries = false

    init(file: LockedJSONFile<Value>, empty: Value, normalize: @escaping @Sendable (Value) -> Value) {
        self.file = file
        self.empty = empty
        self.normalize = normalize
    }

    /// Whether values still reach the disk (false after an unwritable-directory fallback).
    var isPersistent: Bool { memory == nil }

    /// The current value.
    func read() -> Value {
        if let memory { return memory }
        do {
            return try file.withLock {
                sweepTemporariesOnce()
                return normalize(file.load(empty: empty))
            }
        } catch {
            return fallBack(after: error)
        }
    }

    /// Applies `transform` to the current value and stores the result; returns it.
    @discardableResult
    func update(_ transform: @Sendable (inout Value) -> Void) -> Value {
        if var value = memory {
            transform(&value)
            memory = normalize(value)
            return normalize(value)
        }
        do {
            return try file.withLock {
                sweepTemporariesOnce()
                var value = normalize(file.load(empty: empty))
                transform(&value)
                value = normalize(value)
                try file.save(value)
                return value
            }
        } catch {
            var value = fallBack(after: error)
            transform(&value)
            memory = normalize(value)
            return normalize(value)
        }
    }

    /// Removes the stale temporary files that killed writers left, without reading or writing
    /// the value: for a session that does not use the file (a script never reads the history).
    /// Takes the lock only when there is one to remove, so a folder without any is left as it is.
    func sweepStaleTemporaries() {
        guard !sweptTemporaries, file.hasStaleTemporaries() else { return }
        _ = try? file.withLock { sweepTemporariesOnce() }
    }

    /// Removes stale temporary files the first time the file is used (call inside its lock).
    private func sweepTemporariesOnce() {
        guard !sweptTemporaries else { return }
        sweptTemporaries = true
        file.removeStaleTemporaries()
    }

    private func fallBack(after error: any Error) -> Value {
        let seed = normalize(file.peek() ?? empty)
        memory = seed
        let fileName = file.url.lastPathComponent
        if case StorageError.unwritable(let path, let reason) = error {
            file.warnings.warn(.unwritable(path: path, reason: reason, fileName: fileName))
        } else {
            file.warnings.warn(.unwritable(path: file.url.path, reason: "\(error)", fileName: fileName))
        }
        return seed
    }
}
