/// Why the embedded catalog could not be loaded.
package enum CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `movies.jsonl` resource is in none of the places searched (`searched`, in order).
    case resourceMissing(searched: [String])
    /// The file could not be read; `detail` is the system's description.
    case unreadable(detail: String)
    /// Line `line` (1-based) is not a valid catalog record.
    case malformedLine(line: Int, reason: String)
    /// The catalog snapshot at `path` (`movies.catalog`) is damaged, of another format version,
    /// or stale; `reason` says which.
    case malformedSnapshot(path: String, reason: String)

    /// A one-line description for logs and error messages.
    package var description: String {
        switch self {
        case .resourceMissing(let searched):
            "the movie catalog is missing: copy \(CatalogResourceLocation.folderName) beside the executable "
                + "(looked for \(searched.joined(separator: " and ")))"
        case .unreadable(let detail): "catalog could not be read: \(detail)"
        case .malformedLine(let line, let reason): "catalog line \(line) is malformed: \(reason)"
        case .malformedSnapshot(let path, let reason): "catalog snapshot \(path) is unusable: \(reason)"
        }
    }
}
