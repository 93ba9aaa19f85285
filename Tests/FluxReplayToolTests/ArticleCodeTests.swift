import TestSupport
import Testing

/// The article "From a Crash to a Failing Test" shows compiled code: each of its Swift blocks is
/// in the files of `Examples/Downstream` that `.ci/run` builds and tests.
@Suite struct ArticleCodeTests {
    @Test func everySwiftBlockIsInTheCompiledExample() throws {
        let compiled = try [
            "Examples/Downstream/Sources/todos/main.swift",
            "Examples/Downstream/Sources/Todos/TodoListState.swift",
        ].map(RepositoryText.file).joined(separator: "\n")
        let blocks = try RepositoryText.swiftBlocks(
            ofArticle: "Sources/FluxReplayTool/FluxReplayTool.docc/FromACrashToAFailingTest.md")
        #expect(blocks.count == 3)
        let generated = try RepositoryText.file("Examples/Downstream/Tests/TodosTests/ReplayToolTests.swift")
        for block in blocks.prefix(2) {
            #expect(compiled.contains(block), "not in Examples/Downstream:\n\(block)")
        }
        // The third is generated: the Downstream test checks that the test it writes sends it.
        #expect(generated.contains(#"store.send(.list(.added(title: \"\")))"#))
        #expect(blocks[2].contains(#"store.send(.list(.added(title: "")))"#))
    }
}
