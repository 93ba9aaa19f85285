/// A Swift expression as a tree, so that a long one can be laid out over several lines.
///
/// `call` is a prefix and a bracketed list of labelled arguments: `Movie(id: 1, title: "A")`,
/// `.loaded(...)`, `[1, 2]` (an array is a call with an empty prefix and square brackets).
indirect enum SwiftExpression: Equatable {
    /// Text that is never broken: `42`, `"love"`, `.none`, `nil`.
    case atom(String)
    /// `prefix(label: argument, ...)` with `open`/`close` brackets.
    case call(prefix: String, open: String, arguments: [Argument], close: String)

    /// One argument of a call: an optional label and its value.
    struct Argument: Equatable {
        let label: String?
        let value: SwiftExpression
    }

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): text
        case .call(let prefix, let open, let arguments, let close):
            prefix + open + arguments.map(\.flat).joined(separator: ", ") + close
        }
    }

    /// The expression laid out to fit `width` columns where it can, its first line starting at
    /// column `column`, continuation lines indented by `indent` plus 4 spaces a level: a call
    /// that does not fit puts each argument on a line of its own.
    func lines(column: Int, indent: String, width: Int) -> [String] {
        let text = flat
        guard column + text.count > width, case .call(let prefix, let open, let arguments, let close) = self,
            !arguments.isEmpty
        else { return [text] }
        let inner = indent + "    "
        var lines = [prefix + open]
        for (index, argument) in arguments.enumerated() {
            let comma = index == arguments.count - 1 ? "" : ","
            let label = argument.label.map { "\($0): " } ?? ""
            var argumentLines = argument.value.lines(
                column: inner.count + label.count, indent: inner, width: width - comma.count)
            argumentLines[0] = inner + label + argumentLines[0]
            argumentLines[argumentLines.count - 1] += comma
            lines += argumentLines
        }
        lines.append(indent + close)
        return lines
    }
}

extension SwiftExpression.Argument {
    /// The argument on one line.
    var flat: String { label.map { "\($0): " + value.flat } ?? value.flat }
}
