import Testing

@testable import FluxTestGeneration

/// A value written by more than one step of a generated test is declared once, at the start, and
/// named wherever it is written (issue 32, item 6); a value inside a repeated one is declared
/// apart only when it is also written elsewhere.
@Suite struct RepeatedValuesTests {
    /// `Movie(id: N, title: "...")`, long enough to declare.
    private static func movie(_ id: Int) -> SwiftExpression {
        .call(
            prefix: "Movie", open: "(",
            arguments: [
                .init(label: "id", value: .atom("\(id)")),
                .init(
                    label: "title",
                    value: .atom("\"A title long enough for the whole movie to be worth a name of its own\"")),
            ], close: ")")
    }

    private static func list(_ items: [SwiftExpression]) -> SwiftExpression {
        .call(prefix: "", open: "[", arguments: items.map { .init(label: nil, value: $0) }, close: "]")
    }

    private static func step(_ sequence: UInt64, _ action: SwiftExpression, assigning value: SwiftExpression? = nil)
        -> TestStep
    {
        let changes = value.map { [TestStep.Change(store: "details", statement: .assign(target: ".movie", value: $0))] }
        return TestStep(sequence: sequence, action: action, changes: changes ?? [])
    }

    private static func loaded(_ value: SwiftExpression, cached: Bool = false) -> SwiftExpression {
        .call(
            prefix: cached ? ".cached" : ".loaded", open: "(", arguments: [.init(label: nil, value: value)], close: ")")
    }

    @Test func aValueTwoStepsWriteIsDeclaredOnceAndNamedInBoth() {
        let page = Self.list([Self.movie(1), Self.movie(2)])
        let steps = [Self.step(1, Self.loaded(page)), Self.step(2, .atom(".opened(2)"), assigning: Self.movie(2))]

        let repeated = RepeatedValues(start: [], steps: steps)

        #expect(repeated.declarations.map(\.name) == ["movie1"])
        #expect(repeated.declarations.first?.value == Self.movie(2))
        let replaced = steps.map(repeated.replacing(in:))
        #expect(replaced[0].action == Self.loaded(Self.list([Self.movie(1), .atom("movie1")])))
        #expect(replaced[1].changes.first?.statement == .assign(target: ".movie", value: .atom("movie1")))
        #expect(repeated.takenNames == ["movie1"])
    }

    @Test func aRepeatedPageIsOneNameAndItsMoviesStayInside() {
        let page = Self.list([Self.movie(1), Self.movie(2)])
        let steps = [Self.step(1, Self.loaded(page)), Self.step(2, Self.loaded(page, cached: true))]

        let repeated = RepeatedValues(start: [], steps: steps)

        #expect(repeated.declarations.map(\.name) == ["values1"])
        #expect(
            steps.map(repeated.replacing(in:)).map(\.action) == [
                Self.loaded(.atom("values1")), Self.loaded(.atom("values1"), cached: true),
            ])
    }

    @Test func aMovieInARepeatedPageAndElsewhereIsNamedInsideThePageToo() {
        let page = Self.list([Self.movie(1), Self.movie(2)])
        let steps = [
            Self.step(1, Self.loaded(page)), Self.step(2, Self.loaded(page, cached: true)),
            Self.step(3, .atom(".opened(1)"), assigning: Self.movie(1)),
        ]

        let repeated = RepeatedValues(start: [], steps: steps)

        // The smaller value first: the page's declaration uses its name.
        #expect(repeated.declarations.map(\.name) == ["movie1", "values1"])
        #expect(repeated.declarations.last?.value == Self.list([.atom("movie1"), Self.movie(2)]))
    }

    @Test func aValueOneStepWritesTwiceIsLeftToTheStep() {
        let steps = [Self.step(1, Self.loaded(Self.movie(1)), assigning: Self.movie(1))]

        #expect(RepeatedValues(start: [], steps: steps).declarations.isEmpty)
    }
}
