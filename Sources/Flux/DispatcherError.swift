/// Why a dispatcher refused a registration or a state restore.
public enum DispatcherError: Error, Equatable, CustomStringConvertible {
    /// The stores' `waitFor` declarations form a cycle; the names list the cycle in order.
    case dependencyCycle([String])
    /// A store waits for a store that is neither registered nor in the same registration call.
    case missingDependency(store: String, dependency: String)
    /// Two stores share a name.
    case duplicateStoreName(String)
    /// The store reduces a different action type than the dispatcher sends.
    case actionTypeMismatch(store: String, expected: String)
    /// A restored state is not of the store's state type.
    case stateTypeMismatch(store: String, expected: String, got: String)

    /// A one-line explanation that names the stores involved.
    public var description: String {
        switch self {
        case .dependencyCycle(let names):
            return "dependency cycle between stores: \((names + names.prefix(1)).joined(separator: " -> "))"
        case .missingDependency(let store, let dependency):
            return "store '\(store)' waits for '\(dependency)', which is not registered; "
                + "register both in the same call or the dependency first"
        case .duplicateStoreName(let name):
            return "a store named '\(name)' is already registered; store names must be unique"
        case .actionTypeMismatch(let store, let expected):
            return "store '\(store)' does not reduce \(expected), the dispatcher's action type"
        case .stateTypeMismatch(let store, let expected, let got):
            return "store '\(store)' holds \(expected), cannot restore a \(got)"
        }
    }
}
