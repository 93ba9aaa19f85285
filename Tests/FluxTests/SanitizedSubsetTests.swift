import Foundation
import Testing

/// The process and terminal tests that the sanitizer passes run are the ones CONTRIBUTING lists
/// ("The process tests under the sanitizers"), and every test file that starts a process says
/// so with the `startsProcesses` trait, so that the sanitizer passes cancel its tests unless
/// they are tagged `sanitized`. Read from the sources: Swift Testing lists no test's tags.
@Suite struct SanitizedSubsetTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// This file and the trait's and tag's own declarations spell them without marking a test.
    private static let exempt: Set<String> = [
        "SanitizedSubsetTests.swift", "ProcessTestTags.swift", "StartsProcesses.swift",
    ]

    /// The test files under Tests, by path relative to the root, with their text.
    static func testSources() throws -> [(path: String, text: String)] {
        let tests = root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var sources: [(path: String, text: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !exempt.contains(url.lastPathComponent) else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            sources.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// `Type.function` of each test tagged `sanitized` in `text`: the function the tag's
    /// attribute belongs to, and the last type declared before it.
    static func sanitizedTests(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let tag = rest.range(of: ".tags(.sanitized") {
            let before = text[..<tag.lowerBound]
            let type = before.ranges(of: /(struct|class|enum) (\w+)/).last.flatMap {
                before[$0].split(separator: " ").last
            }
            let after = text[tag.upperBound...]
            guard let function = after.firstMatch(of: /func (\w+)\(/)?.output.1 else { break }
            names.append("\(type ?? "?").\(function)")
            rest = after
        }
        return names
    }

    /// The names CONTRIBUTING lists under its heading for the sanitized process tests.
    static func contributingList() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let section = text.components(separatedBy: "### The process tests under the sanitizers").dropFirst().first
        let lines = (section ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.hasPrefix("#") }
        return lines.compactMap { line in line.firstMatch(of: /^- `(\w+\.\w+)`/).map { String($0.output.1) } }
    }

    @Test func contributingListsExactlyTheTestsTaggedSanitized() throws {
        let tagged = try Self.testSources().flatMap { Self.sanitizedTests(in: $0.text) }
        let listed = try Self.contributingList()
        #expect(tagged.count >= 20)
        #expect(Set(listed).count == listed.count, "CONTRIBUTING lists a test twice")
        #expect(Set(tagged).subtracting(listed).sorted() == [], "tagged sanitized, not in CONTRIBUTING's list")
        #expect(Set(listed).subtracting(tagged).sorted() == [], "in CONTRIBUTING's list, not tagged sanitized")
    }

    @Test func everyFileThatStartsAProcessMarksItsTests() throws {
        let starts = /[^A-Za-z](Process\(\)|FluxMoviesProcess\(|PseudoTerminal\(|TallyReplayTool\(|ChildProcess\.run)/
        let untagged = try Self.testSources().filter { source in
            !source.path.hasPrefix("Tests/Support/") && source.text.contains("@Test") && source.text.contains(starts)
                && !source.text.contains(".startsProcesses")
        }
        #expect(untagged.map(\.path) == [])
    }

    @Test func aSanitizedTestIsAProcessTest() throws {
        let stray = try Self.testSources().filter {
            $0.text.contains(".tags(.sanitized") && !$0.text.contains(".startsProcesses")
        }
        #expect(stray.map(\.path) == [])
    }

    @Test func theScannerFindsTheTypeAndFunctionOfATag() {
        let text = """
            @Suite(.startsProcesses) struct Outer {
                @Test(.tags(.sanitized), arguments: [1])
                func first(value: Int) {}
                @Test func other() {}
                @Test(.tags(.sanitized)) func second() {}
            }
            """
        #expect(Self.sanitizedTests(in: text) == ["Outer.first", "Outer.second"])
    }
}
