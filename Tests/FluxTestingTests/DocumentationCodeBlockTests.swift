import Foundation
import Testing

/// Every code block of the README and of the DocC articles is code that compiles and runs in a
/// test, or output that a test pins, so the documentation cannot drift from the code.
///
/// A block's lines (ignoring indentation and blank lines) must appear one after the other in one
/// file of the document's mirror folders: the examples are written there, in tests that fail when
/// they stop compiling or behaving as shown. A line `// ...` alone splits a block into parts that
/// are looked up separately (an excerpt with a gap). `json` blocks are log lines: each must be
/// part of a line of a mirror file (a recorded session, or a test's input). Shell blocks
/// (`shell`, `sh`, `console`) are commands and transcripts of the executables, not checked here.
@Suite struct DocumentationCodeBlockTests {
    /// A set of documents and the folders their code blocks must be found in.
    struct Documents: CustomTestStringConvertible, Sendable {
        let documents: [String]
        let mirrors: [String]
        var testDescription: String { documents.first ?? "(none)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let sets: [Documents] = [
        Documents(documents: ["README.md"], mirrors: ["Examples"]),
        Documents(
            documents: catalog("Flux"), mirrors: ["Examples/Counter", "Examples/CounterTests", "Tests/FluxTests"]),
        Documents(
            documents: catalog("FluxTesting"), mirrors: ["Examples/CounterTests", "Tests/FluxTestingTests"]),
        Documents(
            documents: catalog("FluxActionLog"), mirrors: ["Tests/FluxActionLogTests", "Examples/sessions"]),
    ]

    /// The Markdown files of `Sources/<module>/<module>.docc`, or none when there is no catalog.
    static func catalog(_ module: String) -> [String] {
        let folder = "Sources/\(module)/\(module).docc"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
        return (names ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test(arguments: sets) func everyCodeBlockIsInATest(_ set: Documents) throws {
        let mirrors = try MirrorFiles(folders: set.mirrors, root: Self.root)
        for document in set.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for block in CodeBlock.all(in: text) {
                for problem in mirrors.problems(with: block) {
                    Issue.record(
                        "\(document):\(block.line): \(problem) (looked in \(set.mirrors.joined(separator: ", ")))")
                }
            }
        }
    }

    @Test func theCheckFindsExcerptsAndRejectsChangedLines() throws {
        let mirrors = MirrorFiles(texts: ["let a = 1\n    let b = 2\n\nlet c = 3\n", ##"x = #"{"seq":1}"#"##])
        let good = CodeBlock(language: "swift", line: 1, lines: ["let a = 1", "let b = 2", "// ...", "let c = 3"])
        let changed = CodeBlock(language: "swift", line: 1, lines: ["let a = 1", "let b = 3"])
        #expect(mirrors.problems(with: good).isEmpty)
        #expect(mirrors.problems(with: changed) == ["a swift block's lines 1-2 are in no file, from \"let a = 1\""])
        #expect(mirrors.problems(with: CodeBlock(language: "json", line: 1, lines: [#"{"seq":1}"#])).isEmpty)
        #expect(mirrors.problems(with: CodeBlock(language: "json", line: 1, lines: [#"{"seq":2}"#])).count == 1)
        #expect(mirrors.problems(with: CodeBlock(language: "shell", line: 1, lines: ["rm -rf x"])).isEmpty)
    }

    @Test func blocksAreReadWithTheirLanguageAndLine() {
        let blocks = CodeBlock.all(in: "text\n```swift\nlet a = 1\n```\n\n    ```text\n    out\n    ```\n")
        #expect(
            blocks == [
                CodeBlock(language: "swift", line: 2, lines: ["let a = 1"]),
                CodeBlock(language: "text", line: 6, lines: ["    out"]),
            ])
    }
}
