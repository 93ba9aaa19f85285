/// Why a storage file could not be written: stores then fall back to memory.
enum StorageError: Error, Equatable {
    /// The directory or file at `path` cannot be created or written; `reason` is the system's text.
    case unwritable(path: String, reason: String)
}
