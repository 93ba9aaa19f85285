import TestSupport
import Testing

/// The article "Exploring Stores" shows compiled code: each of its Swift blocks is in the files
/// of `Examples/Downstream` that `.ci/run` builds and tests (its test tool `todos-explore`, and
/// the manifest's target of that tool, included).
@Suite struct ArticleCodeTests {
    @Test func everySwiftBlockIsInTheCompiledExample() throws {
        let compiled = try [
            "Examples/Downstream/Tests/TodosTests/ExplorationTests.swift",
            "Examples/Downstream/Sources/Todos/TodoListState.swift",
            "Examples/Downstream/Sources/TodosExploration/ExplorableTodoApp.swift",
            "Examples/Downstream/Sources/TodosExploration/TodoExploration.swift",
            "Examples/Downstream/Sources/todos-explore/main.swift",
            "Examples/Downstream/Package.swift",
        ].map(RepositoryText.file).joined(separator: "\n")
        let blocks = try RepositoryText.swiftBlocks(
            ofArticle: "Sources/FluxExploration/FluxExploration.docc/ExploringStores.md")
        #expect(blocks.count == 14)
        for block in blocks {
            #expect(compiled.contains(block), "not in Examples/Downstream:\n\(block)")
        }
    }
}
