import Foundation
import Testing

@testable import FluxTesting

@Suite struct ValueDescriptionTests {
    enum Phase: Equatable {
        case idle
        case loading(more: Bool)
        case failed(String)
        case pair(Int, String)
    }
    enum Described: CustomStringConvertible {
        case plain
        var description: String { "described" }
    }
    struct Movie: Equatable {
        var title: String
        var year: Int?
        var phase: Phase
    }
    final class Box { var value = 1 }
    final class SubBox {
        var inner = Box()
        var name = "n"
    }

    @Test func leavesAreSpelledLikeSwift() {
        #expect(ValueDescription.of("love") == "\"love\"")
        #expect(ValueDescription.of("say \"hi\"\n") == "\"say \\\"hi\\\"\\n\"")
        #expect(ValueDescription.of(Substring("ab")) == "\"ab\"")
        #expect(ValueDescription.of(Character("x")) == "\"x\"")
        #expect(ValueDescription.of(42) == "42")
        #expect(ValueDescription.of(1.5) == "1.5")
        #expect(ValueDescription.of(true) == "true")
    }

    @Test func optionalsShowNilOrTheirValue() {
        #expect(ValueDescription.of(Int?.none as Any) == "nil")
        #expect(ValueDescription.of(Int?.some(3) as Any) == "3")
        #expect(ValueDescription.of(String??.some(.some("x")) as Any) == "\"x\"")
    }

    @Test func enumsShowCaseAndAssociatedValues() {
        #expect(ValueDescription.of(Phase.idle) == ".idle")
        #expect(ValueDescription.of(Phase.loading(more: true)) == ".loading(more: true)")
        #expect(ValueDescription.of(Phase.failed("x")) == ".failed(\"x\")")
        #expect(ValueDescription.of(Phase.pair(1, "a")) == ".pair(1, \"a\")")
        #expect(ValueDescription.of(Described.plain) == "described")
    }

    @Test func structsAndClassesShowTypeAndFields() {
        #expect(
            ValueDescription.of(Movie(title: "Up", year: nil, phase: .idle))
                == "Movie(title: \"Up\", year: nil, phase: .idle)")
        #expect(ValueDescription.of(SubBox()) == "SubBox(inner: Box(value: 1), name: \"n\")")
        #expect(ValueDescription.of((1, name: "a")) == "(1, name: \"a\")")
    }

    @Test func collectionsAreOrderedAndStable() {
        #expect(ValueDescription.of([1, 2]) == "[1, 2]")
        #expect(ValueDescription.of([Int]()) == "[]")
        #expect(ValueDescription.of(["b": 2, "a": 1]) == "[\"a\": 1, \"b\": 2]")
        #expect(ValueDescription.of([String: Int]()) == "[:]")
        #expect(ValueDescription.of(Set(["b", "c", "a"])) == "[\"a\", \"b\", \"c\"]")
    }

    @Test func libraryTypesShowTheirDescription() throws {
        #expect(ValueDescription.of(Duration.milliseconds(1500)) == "1.5 seconds")
        #expect(ValueDescription.of(0..<3) == "0..<3")
        #expect(ValueDescription.of(try #require(URL(string: "https://example.com/a"))) == "https://example.com/a")
        #expect(ValueDescription.of(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00:00 +0000")
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(ValueDescription.of(uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }

    @Test func deepNestingIsCut() {
        final class Node { var next: Node? }
        let node = Node()
        node.next = node
        let depth = ValueDescription.maximumDepth
        let expected = String(repeating: "Node(next: ", count: depth) + "…" + String(repeating: ")", count: depth)
        #expect(ValueDescription.of(node) == expected)
        node.next = nil
    }
}
