/// Why a dispatcher refused a registration, a `waitFor` or a restore.
public enum DispatcherError: Error, Equatable, CustomStringConvertible {
    /// The stores' `waitFor` declarations form a cycle; the names list the cycle in order.
    case dependencyCycle([String])
    /// A store waits for a store that is neither registered nor in the same registration call.
    case missingDependency(store: String, dependency: String)
    /// Two stores share a name.
    case duplicateStoreName(String)
    /// The store is registered with this dispatcher already.
    case alreadyRegistered(String)
    /// The store is registered with another dispatcher (a store belongs to one at a time).
    case registeredElsewhere(String)
    /// `waitFor` was called on a store that is registered already.
    case waitForAfterRegistration(store: String, dependencies: [String])
    /// The store is not registered with this dispatcher.
    case notRegistered(String)
    /// The store cannot be unregistered while other registered stores wait for it.
    case storeIsWaitedFor(store: String, by: [String])
    /// A restore was asked for while an action is being processed.
    case restoreDuringDispatch
    /// A restored state is not of the store's state type.
    case stateTypeMismatch(store: String, expected: String, got: String)
    /// A store was registered with a scoped dispatcher (``Dispatcher/scope(_:)``), which has no
    /// stores of its own.
    case registeredOnScope(String)

    /// A one-line explanation that names the stores involved and what to do.
    public var description: String {
        switch self {
        case .dependencyCycle(let names):
            return "dependency cycle between stores: \((names + names.prefix(1)).joined(separator: " -> "))"
        case .missingDependency(let store, let dependency):
            return "store '\(store)' waits for '\(dependency)', which is not registered; "
                + "register both in the same call or the dependency first"
        case .duplicateStoreName(let name):
            return "a store named '\(name)' is already registered; store names must be unique"
        case .alreadyRegistered(let name):
            return "store '\(name)' is already registered with this dispatcher"
        case .registeredElsewhere(let name):
            return "store '\(name)' is registered with another dispatcher; "
                + "a store belongs to one dispatcher: unregister it there first"
        case .waitForAfterRegistration(let store, let dependencies):
            return "store '\(store)' is registered, so it cannot start waiting for "
                + "\(dependencies.map { "'\($0)'" }.joined(separator: ", ")); "
                + "declare waitFor before registering (or unregister, then register again)"
        case .notRegistered(let name):
            return "store '\(name)' is not registered with this dispatcher"
        case .storeIsWaitedFor(let store, let waiting):
            return "store '\(store)' cannot be unregistered: "
                + "\(waiting.map { "'\($0)'" }.joined(separator: ", ")) \(waiting.count == 1 ? "waits" : "wait") for it"
        case .restoreDuringDispatch:
            return "cannot restore states while an action is being processed; restore between actions"
        case .stateTypeMismatch(let store, let expected, let got):
            return "store '\(store)' holds \(expected), cannot restore a \(got)"
        case .registeredOnScope(let name):
            return "store '\(name)' cannot be registered with a scoped dispatcher: register it with the "
                + "app's dispatcher, giving it the scope (Store(name:initialState:scope:reducer:))"
        }
    }
}
