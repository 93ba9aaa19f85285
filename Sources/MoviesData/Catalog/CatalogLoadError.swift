/// Why the embedded catalog could not be loaded.
package enum CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `movies.jsonl` resource is not in the built package.
    case resourceMissing
    /// The file could not be read; `detail` is the system's description.
    case unreadable(detail: String)
    /// Line `line` (1-based) is not a valid catalog record.
    case malformedLine(line: Int, reason: String)

    /// A one-line description for logs and error messages.
    package var description: String {
        switch self {
        case .resourceMissing: "catalog resource movies.jsonl is missing from the package"
        case .unreadable(let detail): "catalog could not be read: \(detail)"
        case .malformedLine(let line, let reason): "catalog line \(line) is malformed: \(reason)"
        }
    }
}
