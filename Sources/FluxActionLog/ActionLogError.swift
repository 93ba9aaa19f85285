/// A problem with an action log: which file, which line (when one is to blame) and what.
///
/// `description` is one stable message in the compiler style, e.g.
/// `session.jsonl:7: unknown action type "search.sumbit"`, or `session.jsonl: empty log: ...`
/// when no single line is to blame.
public struct ActionLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The log's path, as it was given.
    public let file: String
    /// The 1-based line number the problem is on, or nil when no line is to blame.
    public let line: Int?
    /// What was wrong.
    public let kind: Kind

    /// Creates an error.
    /// - Parameters:
    ///   - file: the log's path, as it was given.
    ///   - line: the 1-based line the problem is on, or nil.
    ///   - kind: what was wrong.
    package init(file: String, line: Int?, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(kind)" }
        return "\(file): \(kind)"
    }

    /// Whether this error is a truncated last line (``Kind/truncatedLastLine``): everything before
    /// it was complete.
    public var isTruncatedLastLine: Bool { kind == .truncatedLastLine }
}
