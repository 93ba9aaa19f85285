/// The lines entered, oldest first: at most ``limit``, a line equal to the one before it kept once.
package struct EditHistory: Equatable, Sendable {
    /// The most lines kept (the oldest go first).
    package static let limit = 500

    /// The lines, oldest first.
    package private(set) var lines: [String]

    /// A history of `lines` (the last ``limit``, consecutive duplicates once, blank lines left out).
    package init(_ lines: [String] = []) {
        self.lines = []
        for line in lines { add(line) }
    }

    /// Adds `line` unless it is blank or the same as the newest line.
    package mutating func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lines.last else { return }
        lines.append(line)
        if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    }
}
