/// Orders stores so that every store comes after the stores it waits for.
enum StoreOrdering {
    /// Returns the stores in a dependency-respecting order, stable with respect to input order.
    /// - Throws: `DispatcherError.missingDependency` or `.dependencyCycle`.
    @MainActor
    static func sorted(_ stores: [any AnyStore]) throws -> [any AnyStore] {
        let ids = Set(stores.map { ObjectIdentifier($0) })
        for store in stores {
            for dependency in store.dependencies where !ids.contains(ObjectIdentifier(dependency)) {
                throw DispatcherError.missingDependency(store: store.name, dependency: dependency.name)
            }
        }
        var state: [ObjectIdentifier: Mark] = [:]
        var ordered: [any AnyStore] = []
        var path: [any AnyStore] = []
        for store in stores {
            try visit(store, state: &state, ordered: &ordered, path: &path)
        }
        return ordered
    }

    private enum Mark { case visiting, done }

    @MainActor
    private static func visit(
        _ store: any AnyStore, state: inout [ObjectIdentifier: Mark],
        ordered: inout [any AnyStore], path: inout [any AnyStore]
    ) throws {
        let id = ObjectIdentifier(store)
        switch state[id] {
        case .done: return
        case .visiting:
            let start = path.firstIndex { $0 === store } ?? 0
            throw DispatcherError.dependencyCycle(path[start...].map(\.name))
        case nil: break
        }
        state[id] = .visiting
        path.append(store)
        for dependency in store.dependencies {
            try visit(dependency, state: &state, ordered: &ordered, path: &path)
        }
        path.removeLast()
        state[id] = .done
        ordered.append(store)
    }
}
