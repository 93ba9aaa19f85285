import Foundation

/// The repository's files as text, for tests that check documents against code: an article's
/// Swift blocks must be in the compiled example they quote.
package enum RepositoryText {
    /// The repository's root (this file is in Tests/Support/TestSupport).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, from the repository's root.
    /// - Throws: when the file cannot be read as UTF-8.
    package static func file(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift blocks (between ```` ```swift ```` and ```` ``` ````) of the Markdown file at `path`.
    /// - Throws: when the file cannot be read.
    package static func swiftBlocks(ofArticle path: String) throws -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in try file(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
