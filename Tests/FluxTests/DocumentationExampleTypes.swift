import Flux

/// Collects what an example prints.
@MainActor
final class Console {
    var lines: [String] = []

    func print(_ items: [Any]) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}

enum CounterAction: Sendable { case increment, decrement }

enum TodoAction: Sendable, Equatable {
    case added(String)
    case toggled(index: Int)
    case cleared
}

struct ListState: Equatable, Sendable {
    var items: [String] = []
}

enum SearchAction: Sendable {
    case submitted(String)
    case opened(Int)
}

struct SearchState: Equatable, Sendable { var query = "" }

struct DetailsState: Equatable, Sendable { var isShown = false }

func reduceSearch(_ state: inout SearchState, _ action: SearchAction) {
    if case .submitted(let query) = action { state.query = query }
}

func reduceDetails(_ state: inout DetailsState, _ action: SearchAction) {
    if case .opened = action { state.isShown = true }
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

struct SearchMiddleware: Middleware {
    let search: @Sendable (String) async throws -> [Movie]

    func after(_ action: AppAction, dispatcher: Dispatcher<AppAction>) {
        guard case .queryChanged(let query) = action else { return }
        dispatcher.effects.run(id: "search", cancelInFlight: true) { [search] send in
            do {
                await send(.loaded(try await search(query)))
            } catch {
                await send(.failed("\(error)"))
            }
        }
    }
}
