import Flux
import Testing

/// The code of the Flux.docc articles, as written there, with `print` captured so each test
/// checks what the article says it prints. Change both together.
@MainActor
@Suite struct DocumentationExamplesTests {
    @Test func theLandingPageExample() throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }

        let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: DocCounterAction) in
            switch action {
            case .increment: count += 1
            case .decrement: count -= 1
            }
        }
        let dispatcher = Dispatcher<DocCounterAction>()
        try dispatcher.register(counter)
        let token = counter.subscribe(\.self) { print("count:", $0) }  // count: 0
        dispatcher.send(.increment)  // count: 1

        #expect(console.lines == ["count: 0", "count: 1"])
        _ = token
    }

    @Test func gettingStarted() throws {
        let console = Console()
        func print(_ items: Any...) { console.print(items) }

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
        _ = token
    }

    @Test func storesAndWaitFor() throws {
        let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: DocCounterAction) in
            count += action == .increment ? 1 : -1
        }
        let history = Store(name: "history", initialState: [Int](), waitFor: [counter]) {
            (counts: inout [Int], _: DocCounterAction) in
            if counts.last != counter.state { counts.append(counter.state) }
        }
        let dispatcher = Dispatcher<DocCounterAction>()
        try dispatcher.register(history, counter)  // any order: the dispatcher sorts them

        dispatcher.send(.increment)
        dispatcher.send(.increment)
        dispatcher.send(.decrement)

        #expect(history.state == [1, 2, 1])
        #expect(dispatcher.stores.map(\.name) == ["counter", "history"])
    }

    @Test func middlewareAndEffects() async throws {
        let console = Console()
        let catalog = Store(name: "catalog", initialState: CatalogState()) { (state: inout CatalogState, action: AppAction) in
            switch action {
            case .queryChanged: state.isLoading = true
            case .loaded(let movies): state = CatalogState(movies: movies, isLoading: false)
            case .failed(let message): state = CatalogState(error: message, isLoading: false)
            }
        }
        let dispatcher = Dispatcher<AppAction>()
        try dispatcher.register(catalog)
        let handle = dispatcher.addMiddleware(Analytics(log: { console.lines.append($0) }))
        dispatcher.addMiddleware(SearchMiddleware(search: { query in [Movie(title: "\(query) (1979)")] }))

        dispatcher.send(.queryChanged("Alien"))
        await dispatcher.settle()
        handle.remove()
        dispatcher.send(.queryChanged("Heat"))
        await dispatcher.settle()

        #expect(catalog.state.movies == [Movie(title: "Heat (1979)")])
        #expect(console.lines == [#"reduced queryChanged("Alien")"#, #"reduced loaded([FluxTests.Movie(title: "Alien (1979)")])"#])
    }

    @Test func subscriptionsAndObservation() async throws {
        let console = Console()
        func render(_ items: [String]) { console.lines.append("render \(items.count)") }
        func print(_ items: Any...) { console.print(items) }
        let store = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(store)

        let byCount = store.subscribe({ $0 }, removeDuplicates: { $0.count == $1.count }) { items in
            render(items)
        }
        let everyAction = store.subscribe({ $0.count }, removeDuplicates: nil) { count in
            print("after an action:", count)
        }
        dispatcher.send(.note("a"))
        dispatcher.send(.add(1))

        #expect(console.lines == ["render 0", "after an action: 0", "render 1", "after an action: 1", "after an action: 1"])
        _ = (byCount, everyAction)

        let counter = makeCounter()
        try dispatcher.register(counter)
        let reader = Task {
            var seen: [Int] = []
            for await count in counter.values({ $0 }) {
                seen.append(count)
                if count == 3 { break }
            }
            return seen
        }
        while counter.subscriberCount == 0 { await Task.yield() }
        dispatcher.send(.add(3))
        #expect(await reader.value.last == 3)
    }
}

/// Collects what an example prints.
@MainActor
final class Console {
    var lines: [String] = []

    func print(_ items: [Any]) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}

enum DocCounterAction: Sendable { case increment, decrement }

enum TodoAction: Sendable, Equatable {
    case added(String)
    case toggled(index: Int)
    case cleared
}

struct TodoState: Equatable, Sendable {
    var items: [String] = []
    var done: Set<Int> = []
}

struct Movie: Equatable, Sendable {
    let title: String
}

enum AppAction: Sendable {
    case queryChanged(String)
    case loaded([Movie])
    case failed(String)
}

struct CatalogState: Equatable, Sendable {
    var movies: [Movie] = []
    var error: String?
    var isLoading = false
}

struct Analytics: Middleware {
    let log: @MainActor (String) -> Void

    func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
        log("reduced \(action)")
    }
}

struct SearchMiddleware: Middleware {
    let search: @Sendable (String) async throws -> [Movie]

    func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
        guard case .queryChanged(let query) = action else { return }
        dispatcher.run(id: "search", cancelInFlight: true) { [search] send in
            do {
                await send(.loaded(try await search(query)))
            } catch {
                await send(.failed("\(error)"))
            }
        }
    }
}
