/// A problem storage recovered from, as data (the app words it in its language);
/// ``description`` is the English line.
package enum StorageWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` was corrupt (`invalidJSON`, else unreadable) and was moved to `target`.
    case movedAside(path: String, invalidJSON: Bool, target: String)
    /// The file at `path` was corrupt and could not be moved aside (`reason`: the system's).
    case notMovedAside(path: String, invalidJSON: Bool, reason: String)
    /// The data directory (`path`) cannot be written (`reason`); the file `fileName` is kept in
    /// memory only from now on.
    case unwritable(path: String, reason: String, fileName: String)

    /// The one-line English warning, e.g. `warning: cannot write to the data directory: ...`.
    package var description: String {
        switch self {
        case .movedAside(let path, let invalidJSON, let target):
            "warning: \(path) is \(Self.problem(invalidJSON)); moved it to \(target) and starting empty"
        case .notMovedAside(let path, let invalidJSON, let reason):
            "warning: \(path) is \(Self.problem(invalidJSON)) and could not be moved aside (\(reason)); starting empty"
        case .unwritable(let path, let reason, let fileName):
            "warning: cannot write to the data directory: \(path) (\(reason)); continuing without saving \(fileName)"
        }
    }

    /// What is wrong with a corrupt file: invalid JSON or unreadable.
    private static func problem(_ invalidJSON: Bool) -> String {
        invalidJSON ? "not valid JSON for this file" : "unreadable"
    }
}
