import Foundation

/// A fenced code block of a Markdown document.
struct CodeBlock: Equatable {
    /// The word after the opening fence (`swift`, `text`...), empty when there is none.
    let language: String
    /// The 1-based line of the opening fence.
    let line: Int
    /// The lines between the fences, as written.
    let lines: [String]

    /// Every fenced block of `markdown`, in order.
    static func all(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (language: String, line: Int, lines: [String])?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    blocks.append(CodeBlock(language: current.language, line: current.line, lines: current.lines))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
            }
        }
        return blocks
    }
}
