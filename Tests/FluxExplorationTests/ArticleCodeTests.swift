import Foundation
import Testing

/// The article "Exploring Stores" shows compiled code: each of its Swift blocks is in the files
/// of `Examples/Downstream` that `.ci/run` builds and tests.
@Suite struct ArticleCodeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, from the repository's root.
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift blocks of the article.
    private static func swiftBlocks() throws -> [String] {
        let article = try text("Sources/FluxExploration/FluxExploration.docc/ExploringStores.md")
        var blocks: [String] = []
        var current: [Substring]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
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

    @Test func everySwiftBlockIsInTheCompiledExample() throws {
        let compiled = try [
            "Examples/Downstream/Tests/TodosTests/ExplorationTests.swift",
            "Examples/Downstream/Sources/Todos/TodoListState.swift",
        ].map(Self.text).joined(separator: "\n")
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 11)
        for block in blocks {
            #expect(compiled.contains(block), "not in Examples/Downstream:\n\(block)")
        }
    }
}
