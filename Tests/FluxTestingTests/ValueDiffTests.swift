import Testing

@testable import FluxTesting

@Suite struct ValueDiffTests {
    enum Phase: Equatable {
        case idle
        case loading(more: Bool)
        case loaded(Page)
        case failed(message: String, code: Int)
    }
    struct Movie: Equatable {
        var title: String
        var year: Int?
    }
    struct Page: Equatable {
        var items: [Movie]
        var total: Int
    }
    struct Search: Equatable {
        var query = ""
        var phase = Phase.idle
        var selected: Movie?
        var recent: [String] = []
        var cache: [String: Int] = [:]
        var tags: Set<String> = []
    }
    struct Opaque { var value: Int }
    struct AlwaysDifferent: Equatable {
        var value = 1
        static func == (lhs: Self, rhs: Self) -> Bool { false }
    }

    private func diff(_ expected: Any, _ actual: Any, path: String = "search") -> String {
        ValueDiff.render(ValueDiff.differences(expected, actual, path: path))
    }

    private let movies = [Movie(title: "A", year: 2001), Movie(title: "B", year: nil), Movie(title: "C", year: 2003)]

    @Test func equalValuesHaveNoDifferences() {
        #expect(ValueDiff.differences(Search(), Search(), path: "search").isEmpty)
        #expect(ValueDiff.differences(Opaque(value: 1), Opaque(value: 1)).isEmpty)
    }

    @Test func onlyTheDifferingFieldIsPrinted() {
        var actual = Search()
        actual.query = "love"
        #expect(
            diff(Search(), actual) == """
                  search.query:
                    - ""
                    + "love"
                """)
    }

    @Test func severalFieldsInDeclarationOrder() {
        var actual = Search()
        actual.query = "x"
        actual.tags = ["t"]
        #expect(
            diff(Search(), actual) == """
                  search.query:
                    - ""
                    + "x"
                  search.tags:
                    + "t"
                """)
    }

    @Test func elementsArePrintedByIndex() {
        var expected = Search()
        expected.phase = .loaded(Page(items: movies, total: 3))
        var actual = expected
        actual.phase = .loaded(Page(items: [movies[0], Movie(title: "B!", year: nil), movies[2]], total: 3))
        #expect(
            diff(expected, actual) == """
                  search.phase(.loaded).items[1].title:
                    - "B"
                    + "B!"
                """)
    }

    @Test func aDifferentEnumCaseShowsBothValuesWhole() {
        var actual = Search()
        actual.phase = .loading(more: false)
        #expect(
            diff(Search(), actual) == """
                  search.phase:
                    - .idle
                    + .loading(more: false)
                """)
    }

    @Test func theSameCaseGoesIntoTheAssociatedValues() {
        var expected = Search()
        expected.phase = .failed(message: "offline", code: 1)
        var actual = expected
        actual.phase = .failed(message: "offline", code: 2)
        #expect(
            diff(expected, actual) == """
                  search.phase(.failed).code:
                    - 1
                    + 2
                """)
    }

    @Test func optionalsShowNilAgainstAValueAndCompareInsideTwoValues() {
        var expected = Search()
        var actual = Search()
        actual.selected = Movie(title: "Up", year: nil)
        #expect(
            diff(expected, actual) == """
                  search.selected:
                    - nil
                    + Movie(title: "Up", year: nil)
                """)
        expected.selected = Movie(title: "Up", year: 2009)
        #expect(
            diff(expected, actual) == """
                  search.selected.year:
                    - 2009
                    + nil
                """)
    }

    @Test func anInsertionAtTheFrontIsOneAddedElement() {
        var expected = Search()
        expected.recent = ["b", "a"]
        var actual = expected
        actual.recent = ["love", "b", "a"]
        #expect(
            diff(expected, actual) == """
                  search.recent[0]:
                    + "love"
                """)
    }

    @Test func aRemovedElementIsShownAtItsExpectedIndex() {
        var expected = Search()
        expected.recent = ["c", "b", "a"]
        var actual = expected
        actual.recent = ["c", "a"]
        #expect(
            diff(expected, actual) == """
                  search.recent[1]:
                    - "b"
                """)
    }

    @Test func aChangedElementNextToAnAddedOneGoesInside() {
        let expected = Page(items: movies, total: 3)
        let actual = Page(
            items: [movies[0], Movie(title: "B", year: 2002), movies[2], Movie(title: "D", year: nil)], total: 4)
        #expect(
            diff(expected, actual, path: "page") == """
                  page.items[1].year:
                    - nil
                    + 2002
                  page.items[3]:
                    + Movie(title: "D", year: nil)
                  page.total:
                    - 3
                    + 4
                """)
    }

    @Test func dictionariesAreComparedByKey() {
        var expected = Search()
        expected.cache = ["a": 1, "b": 2]
        var actual = expected
        actual.cache = ["b": 3, "c": 4]
        #expect(
            diff(expected, actual) == """
                  search.cache["a"]:
                    - 1
                  search.cache["b"]:
                    - 2
                    + 3
                  search.cache["c"]:
                    + 4
                """)
    }

    @Test func setsAreComparedByMembership() {
        var expected = Search()
        expected.tags = ["a", "b"]
        var actual = expected
        actual.tags = ["b", "d", "c"]
        #expect(
            diff(expected, actual) == """
                  search.tags:
                    - "a"
                    + "c"
                    + "d"
                """)
    }

    @Test func nonEquatableValuesAreWalked() {
        #expect(
            diff(Opaque(value: 1), Opaque(value: 2), path: "opaque") == """
                  opaque.value:
                    - 1
                    + 2
                """)
    }

    @Test func aCustomEqualityWithNoVisibleDifferenceStillReportsTheValues() {
        #expect(
            diff(AlwaysDifferent(), AlwaysDifferent(), path: "x") == """
                  x:
                    - AlwaysDifferent(value: 1)
                    + AlwaysDifferent(value: 1)
                """)
    }

    @Test func differentTypesAreShownWhole() {
        #expect(diff(1 as Any, "1" as Any, path: "") == "  - 1\n  + \"1\"")
    }

    @Test func topLevelLeavesWithoutAPathHaveNoPathLine() {
        #expect(ValueDiff.render([ValueDifference(path: "", expected: "1", actual: "2")]) == "  - 1\n  + 2")
    }

    @Test func renderingStopsAtTheLimitAndCountsTheRest() {
        let differences = (0..<4).map { ValueDifference(path: "p[\($0)]", expected: nil, actual: "\($0)") }
        #expect(
            ValueDiff.render(differences, limit: 2) == """
                  p[0]:
                    + 0
                  p[1]:
                    + 1
                  (2 more differences not shown)
                """)
        #expect(ValueDiff.render(Array(differences.prefix(2)), limit: 1).hasSuffix("(1 more difference not shown)"))
    }

    @Test func longArraysOfDifferentLengthFallBackToIndexes() {
        let expected = Array(0..<1001)
        let actual = Array(1..<1001)
        let differences = ValueDiff.differences(expected, actual, path: "a")
        #expect(differences.count == 1001)
        #expect(differences.first == ValueDifference(path: "a[0]", expected: "0", actual: "1"))
        #expect(differences.last == ValueDifference(path: "a[1000]", expected: "1000", actual: nil))
    }
}
