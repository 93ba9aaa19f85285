import Flux
import Foundation
import Testing

/// The code of the Flux.docc articles, line for line (DocumentationCodeBlockTests checks that),
/// with `print` captured so that each test pins what the article says happens.
@MainActor
@Suite struct DocumentationExamplesTests {
    @Test func theLandingPageExample() throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }

        enum CounterAction: Sendable { case increment, decrement }

        let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: CounterAction) in
            switch action {
            case .increment: count += 1
            case .decrement: count -= 1
            }
        }
        let dispatcher = Dispatcher<CounterAction>()
        try dispatcher.register(counter)
        let token = counter.subscribe(\.self) { print("count:", $0) }  // count: 0
        dispatcher.send(.increment)  // count: 1

        #expect(console.lines == ["count: 0", "count: 1"])
        withExtendedLifetime(token) {}
    }

    @Test func theManifestExampleNamesRealProducts() throws {
        let manifest = """
            // Package.swift
            platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
            dependencies: [
                .package(path: "../flux-movies"),  // identity "flux-movies": the folder's name
            ],
            targets: [
                .target(name: "MyFeature", dependencies: [.product(name: "Flux", package: "flux-movies")]),
                .testTarget(name: "MyFeatureTests", dependencies: [
                    "MyFeature", .product(name: "FluxTesting", package: "flux-movies"),
                ]),
            ]
            """
        let ours = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for product in ["Flux", "FluxTesting"] {
            #expect(manifest.contains(#".product(name: "\#(product)""#))
            #expect(ours.contains(#".library(name: "\#(product)""#))
        }
        #expect(ours.contains("swift-tools-version: 6.2"))
        // The platforms the adopter is told to declare are the libraries' own.
        let platforms = try #require(manifest.split(separator: "\n").first { $0.contains("platforms:") })
        #expect(ours.contains(String(platforms.drop { $0 == " " })))
    }

    @Test func gettingStarted() throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }

        struct TodoState: Equatable, Sendable {
            var items: [String] = []
            var done: Set<Int> = []
        }

        let todos = Store(name: "todos", initialState: TodoState()) { (state: inout TodoState, action: TodoAction) in
            switch action {
            case .added(let title): state.items.append(title)
            case .toggled(let index): if state.done.remove(index) == nil { state.done.insert(index) }
            case .cleared: state = TodoState()
            }
        }
        let dispatcher = Dispatcher<TodoAction>()
        try dispatcher.register(todos)
        let token = todos.subscribe(\.items.count) { print("items:", $0) }  // items: 0

        dispatcher.send(.added("Buy milk"))  // items: 1
        dispatcher.send(.toggled(index: 0))  // (count unchanged: no call)

        #expect(console.lines == ["items: 0", "items: 1"])
        #expect(todos.state.done == [0])
        withExtendedLifetime(token) {}
    }

    @Test func severalStores() throws {
        let dispatcher = Dispatcher<SearchAction>()
        let search = Store(name: "search", initialState: SearchState(), reducer: reduceSearch)
        let details = Store(name: "details", initialState: DetailsState(), reducer: reduceDetails)
        try dispatcher.register(search, details)

        dispatcher.send(.submitted("alien"))

        #expect(search.state.query == "alien")
        #expect(details.state.isShown == false)
    }

    @Test func storesAndWaitFor() throws {
        let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: CounterAction) in
            count += action == .increment ? 1 : -1
        }
        let dispatcher = Dispatcher<CounterAction>()
        let history = Store<[Int], CounterAction>(name: "history", initialState: [], waitFor: [counter]) { counts, _ in
            if counts.last != counter.state { counts.append(counter.state) }
        }
        try dispatcher.register(history, counter)  // any order: the dispatcher sorts them

        dispatcher.send(.increment)
        dispatcher.send(.increment)
        dispatcher.send(.decrement)

        #expect(history.state == [1, 2, 1])
        #expect(dispatcher.stores.map(\.name) == ["counter", "history"])
    }

    @Test func middlewareAndEffects() async throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }
        let dispatcher = try Self.catalogDispatcher()
        dispatcher.addMiddleware(SearchMiddleware(search: { query in [Movie(title: "\(query) (1979)")] }))

        struct Analytics: Middleware {
            let log: @MainActor (String) -> Void

            func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
                log("reduced \(action)")
            }
        }
        let handle = dispatcher.addMiddleware(Analytics(log: { print($0) }))
        dispatcher.send(.queryChanged("Alien"))
        await dispatcher.effects.settle()
        handle.remove()  // when it is no longer wanted; dropping the handle keeps it
        dispatcher.send(.queryChanged("Heat"))
        await dispatcher.effects.settle()

        #expect(
            console.lines == [
                #"reduced queryChanged("Alien")"#, #"reduced loaded([FluxTests.Movie(title: "Alien (1979)")])"#,
            ])
    }

    @Test func subscriptions() throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }
        func render(_ items: [String]) { console.lines.append("render \(items.count)") }
        let store = Store(name: "list", initialState: ListState()) { (state: inout ListState, action: String) in
            if action != "nothing" { state.items.append(action) }
        }
        let dispatcher = Dispatcher<String>()
        try dispatcher.register(store)

        let token = store.subscribe(\.items.count) { count in
            print(count, "items")
        }
        let byCount = store.subscribe({ $0.items }, removeDuplicates: { $0.count == $1.count }) { items in
            render(items)
        }
        let everyAction = store.subscribe({ $0.items.count }, removeDuplicates: nil) { count in
            print("after an action:", count)
        }
        dispatcher.send("a")
        dispatcher.send("nothing")

        #expect(
            console.lines == [
                "0 items", "render 0", "after an action: 0", "1 items", "render 1", "after an action: 1",
                "after an action: 1",
            ])
        _ = (token, byCount, everyAction)
    }

    @Test func asynchronousSequences() async throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let reader = Task {
            for await count in counter.values({ $0 }) {
                print("count:", count)
            }
        }
        while console.lines.isEmpty { await Task.yield() }
        dispatcher.send(.add(3))
        while console.lines.count < 2 { await Task.yield() }
        reader.cancel()
        await reader.value

        #expect(console.lines.first == "count: 0")
        #expect(console.lines.last == "count: 3")
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func catalogDispatcher() throws -> Dispatcher<AppAction> {
        let catalog = Store(name: "catalog", initialState: CatalogState()) {
            (state: inout CatalogState, action: AppAction) in
            switch action {
            case .queryChanged: state.isLoading = true
            case .loaded(let movies): state = CatalogState(movies: movies, isLoading: false)
            case .failed(let message): state = CatalogState(error: message, isLoading: false)
            }
        }
        let dispatcher = Dispatcher<AppAction>()
        try dispatcher.register(catalog)
        return dispatcher
    }
}
