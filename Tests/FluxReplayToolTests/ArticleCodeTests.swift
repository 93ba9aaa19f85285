import Foundation
import Testing

/// The article "From a Crash to a Failing Test" shows compiled code: each of its Swift blocks is
/// in the files of `Examples/Downstream` that `.ci/run` builds and tests.
@Suite struct ArticleCodeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift blocks of the article.
    private static func swiftBlocks() throws -> [String] {
        let article = try text("Sources/FluxReplayTool/FluxReplayTool.docc/FromACrashToAFailingTest.md")
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
            "Examples/Downstream/Sources/todos/main.swift",
            "Examples/Downstream/Sources/Todos/TodoListState.swift",
        ].map(Self.text).joined(separator: "\n")
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 3)
        let generated = try Self.text("Examples/Downstream/Tests/TodosTests/ReplayToolTests.swift")
        for block in blocks.prefix(2) {
            #expect(compiled.contains(block), "not in Examples/Downstream:\n\(block)")
        }
        // The third is generated: the Downstream test checks that the test it writes sends it.
        #expect(generated.contains(#"store.send(.list(.added(title: \"  \")))"#))
        #expect(blocks[2].contains(#"store.send(.list(.added(title: "  ")))"#))
    }
}
