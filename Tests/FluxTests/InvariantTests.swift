import Flux
import Testing

/// A paged list whose reducer has a planted bug: `.add(n)` moves the page without checking it.
private struct Paging: Equatable, Sendable {
    var page = 1
    var pageCount = 3
    var title: String? = "first"
}

/// The paging rules as a `static let` list: it compiles in Swift 6 only because `Invariant` is
/// `Sendable` (its key paths, optional chains included, and its rule).
extension Paging {
    static let invariants: [Invariant<Paging>] = [
        Invariant("page within pages", fields: ["page": \.page, "pageCount": \.pageCount]) {
            (1...$0.pageCount).contains($0.page)
        },
        Invariant("title not blank", fields: ["title": \.title, "length": \.title?.count]) { $0.title != "" },
    ]
}

/// Compiles only for a `Sendable` type.
private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
private func makePaging() -> Store<Paging, TestAction> {
    Store(
        name: "paging", initialState: Paging(),
        invariants: [
            Invariant("page within pages", fields: ["page": \.page, "pageCount": \.pageCount, "title": \.title]) {
                (1...$0.pageCount).contains($0.page)
            },
            Invariant("has a title", fields: ["title": \.title]) { $0.title != nil },
        ]
    ) { state, action in
        switch action {
        case .add(let amount): state.page += amount
        case .note(let text): state.title = text.isEmpty ? nil : text
        case .reset: state = Paging()
        }
    }
}

@MainActor
@Suite struct InvariantTests {
    @Test func aBreakNamesTheStoreTheInvariantAndTheFields() {
        let broken = Invariant<Paging>("page within pages", fields: ["page": \.page, "title": \.title]) {
            $0.page <= $0.pageCount
        }
        .check(Paging(page: 7, pageCount: 3, title: nil), store: "paging")
        #expect(
            broken
                == InvariantBreak(store: "paging", invariant: "page within pages", fields: ["page: 7", "title: nil"]))
        #expect(broken?.description == #"store "paging" broke "page within pages" (page: 7, title: nil)"#)
        #expect(broken?.summary == #"store "paging" broke "page within pages""#)
    }

    @Test func anInvariantThatHoldsGivesNoBreak() {
        let invariant = Invariant<Paging>("page within pages") { $0.page <= $0.pageCount }
        #expect(invariant.check(Paging(), store: "paging") == nil)
    }

    @Test func stringFieldsAreQuotedAndOptionalsUnwrapped() {
        let broken = Invariant<Paging>("never", fields: ["title": \.title]) { _ in false }
            .check(Paging(), store: "paging")
        #expect(broken?.fields == [#"title: "first""#])
    }

    @Test func theDispatcherListsEveryBrokenInvariantInReduceOrder() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makePaging(), makeCounter())
        dispatcher.onInvariantBreak = { _, _ in }
        #expect(dispatcher.brokenInvariants() == [])
        dispatcher.send(.add(5))
        dispatcher.send(.note(""))
        #expect(
            dispatcher.brokenInvariants().map(\.description) == [
                #"store "paging" broke "page within pages" (page: 6, pageCount: 3, title: nil)"#,
                #"store "paging" broke "has a title" (title: nil)"#,
            ])
    }

    @Test func aStaticListOfInvariantsChecksAStoreLikeAnInlineOne() throws {
        requireSendable(Invariant<Paging>.self)
        #expect(Paging.invariants.map(\.name) == ["page within pages", "title not blank"])
        #expect(Paging.invariants.compactMap { $0.check(Paging(), store: "paging") } == [])
        let broken = Paging.invariants.compactMap { $0.check(Paging(page: 4, pageCount: 3, title: ""), store: "p") }
        #expect(
            broken.map(\.description) == [
                #"store "p" broke "page within pages" (page: 4, pageCount: 3)"#,
                #"store "p" broke "title not blank" (title: "", length: 0)"#,
            ])

        let store = Store(name: "paging", initialState: Paging(), invariants: Paging.invariants) {
            (state: inout Paging, action: TestAction) in
            if case .add(let amount) = action { state.page += amount }
        }
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(store)
        dispatcher.onInvariantBreak = { _, _ in }
        dispatcher.send(.add(3))
        #expect(
            dispatcher.brokenInvariants().map(\.description) == [
                #"store "paging" broke "page within pages" (page: 4, pageCount: 3)"#
            ])
    }

    @Test(.enabled(if: isDebugBuild, "release builds do not check invariants"))
    func debugBuildsReportEachBreakAfterTheActionWithItsSequence() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makePaging())
        var reports: [String] = []
        dispatcher.onInvariantBreak = { sequence, broken in reports.append("seq \(sequence): \(broken.summary)") }
        dispatcher.send(.add(2))
        #expect(reports == [])
        dispatcher.send(.add(1))
        #expect(reports == [#"seq 2: store "paging" broke "page within pages""#])
    }
}

/// Whether this is a debug build (where the dispatcher checks invariants after every action).
private var isDebugBuild: Bool {
    #if DEBUG
        true
    #else
        false
    #endif
}

/// The example of StoresAndWaitFor.md ("Invariants: what the state always keeps").
@MainActor
@Suite struct InvariantDocumentationTests {
    struct SearchState: Equatable, Sendable {
        var page = 1
        var pageCount = 1
    }

    enum SearchReducer {
        static func reduce(_ state: inout SearchState, _ action: TestAction) {
            if case .add(let pages) = action { state.pageCount += pages }
            if case .reset = action { state.page += 1 }
        }
    }

    @Test func theArticlesSearchStoreKeepsItsPageWithinItsPages() throws {
        let search = Store(
            name: "search", initialState: SearchState(),
            invariants: [
                Invariant("page within pages", fields: ["page": \.page, "pageCount": \.pageCount]) {
                    $0.page <= $0.pageCount
                }
            ],
            reducer: SearchReducer.reduce)
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(search)
        dispatcher.onInvariantBreak = { _, _ in }
        dispatcher.send(.add(1))
        dispatcher.send(.reset)
        #expect(dispatcher.brokenInvariants() == [])
        dispatcher.send(.reset)
        #expect(
            dispatcher.brokenInvariants().map(\.description) == [
                #"store "search" broke "page within pages" (page: 3, pageCount: 2)"#
            ])
    }
}
