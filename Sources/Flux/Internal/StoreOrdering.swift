/// Orders stores so that every store comes after the stores it waits for.
enum StoreOrdering {
    /// Returns the stores in a dependency-respecting order, stable with respect to input order.
    /// - Throws: ``DispatcherError/missingDependency(store:dependency:)`` or
    ///   ``DispatcherError/dependencyCycle(_:)``.
    @MainActor
    static func sorted<Action>(_ stores: [AnyStore<Action>]) throws -> [AnyStore<Action>] {
        let ids = Set(stores.map { ObjectIdentifier($0) })
        for store in stores {
            for dependency in store.dependencies where !ids.contains(ObjectIdentifier(dependency)) {
                throw DispatcherError.missingDependency(store: store.name, dependency: dependency.name)
            }
        }
        var walk = Walk<Action>()
        for store in stores { try walk.visit(store) }
        return walk.ordered
    }

    /// A depth-first walk that emits each store after its dependencies and detects cycles.
    @MainActor
    private struct Walk<Action: Sendable> {
        private enum Mark { case visiting, done }
        private var marks: [ObjectIdentifier: Mark] = [:]
        private var path: [AnyStore<Action>] = []
        private(set) var ordered: [AnyStore<Action>] = []

        mutating func visit(_ store: AnyStore<Action>) throws {
            let id = ObjectIdentifier(store)
            switch marks[id] {
            case .done: return
            case .visiting:
                let start = path.firstIndex { $0 === store } ?? 0
                throw DispatcherError.dependencyCycle(path[start...].map(\.name))
            case nil: break
            }
            marks[id] = .visiting
            path.append(store)
            for dependency in store.dependencies { try visit(dependency) }
            path.removeLast()
            marks[id] = .done
            ordered.append(store)
        }
    }
}
