import Flux
import FluxActionLog

/// The library example's one state.
struct LibraryState: Codable, Equatable, Sendable {
    var query = ""
    var shelf: [String] = []
}

/// The library example's store, kept so that tests can name it (`$0[stores.library]`).
@MainActor
final class LibraryStores {
    let library = Store<LibraryState, LibraryAction>(name: "library", initialState: LibraryState()) {
        state, action in
        switch action {
        case .search(.submitted(let query)): state.query = query
        case .search(.cleared): state.query = ""
        case .shelf(.added(let title)): state.shelf.append(title)
        case .shelf(.removed(let index)) where state.shelf.indices.contains(index): state.shelf.remove(at: index)
        case .shelf(.removed): break
        }
    }

    /// A dispatcher with the store registered and nothing else.
    func makeDispatcher() throws -> Dispatcher<LibraryAction> {
        let dispatcher = Dispatcher<LibraryAction>()
        try dispatcher.register(library)
        return dispatcher
    }
}

/// Builds the library example's store, fresh, on a dispatcher with no middleware.
@MainActor
func makeLibraryDispatcher() throws -> Dispatcher<LibraryAction> {
    try LibraryStores().makeDispatcher()
}
