import FluxActionLog

/// What went wrong with `--record`'s file, as data a language words: the file (and line), and
/// the system's reason, which a language translates where it knows it.
package enum RecordingDetail: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The file cannot be created or opened (`place`: the path).
    case cannotOpen(place: String, reason: String)
    /// A line cannot be written (`place`: `path:line`); recording stopped there.
    case cannotWrite(place: String, reason: String)
    /// Anything else, in the action-log library's (English) words.
    case other(String)

    /// The library's text of another problem.
    package init(stringLiteral value: String) {
        self = .other(value)
    }

    /// The detail of a recorder's error.
    package init(_ error: ActionLogError) {
        let place = error.line.map { "\(error.file):\($0)" } ?? error.file
        switch error.kind {
        case .cannotOpen(let reason): self = .cannotOpen(place: place, reason: reason)
        case .writeFailed(let reason): self = .cannotWrite(place: place, reason: reason)
        default: self = .other("\(error)")
        }
    }
}
