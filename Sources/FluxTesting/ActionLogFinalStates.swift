import Flux
import FluxActionLog

/// Compares expected final states with the replayed stores and describes each mismatch, for
/// `expectActionLogReplays`.
@MainActor
enum ActionLogFinalStates {
    /// Mismatches with states given by store name; a name no store has is one too.
    static func mismatches<Action>(_ expected: [String: any Sendable], in stores: [AnyStore<Action>]) -> [String] {
        var messages: [String] = []
        for store in stores {
            guard let state = expected[store.name], !store.stateEquals(state) else { continue }
            messages.append(describe(store, expected: state))
        }
        let names = Set(stores.map(\.name))
        for name in expected.keys.sorted() where !names.contains(name) {
            messages.append("no store named \"\(name)\" to compare (the stores are \(list(stores)))")
        }
        return messages
    }

    /// Mismatches with every store's state in `expected` (captured from `stores`, then changed by
    /// the test), and the stores the test used that the replay does not have.
    static func mismatches<Action>(_ expected: StoreStates, in stores: [AnyStore<Action>]) -> [String] {
        var messages: [String] = []
        for (captured, store) in zip(expected.stores, stores) {
            guard let state = expected.value(of: captured), !store.stateEquals(state) else { continue }
            messages.append(describe(store, expected: state))
        }
        for name in expected.misuse.names {
            messages.append(
                stores.contains { $0.name == name }
                    ? "store \"\(name)\" is another instance than the replay's store of that name: make the "
                        + "stores once, return their dispatcher from makeDispatcher, and use those stores here"
                    : "store \"\(name)\" is not one of the replay's stores (they are \(list(stores))): "
                        + "use the stores makeDispatcher registers")
        }
        return messages
    }

    private static func list<Action>(_ stores: [AnyStore<Action>]) -> String {
        stores.map { "\"\($0.name)\"" }.joined(separator: ", ")
    }

    private static func describe<Action>(_ store: AnyStore<Action>, expected: any Sendable) -> String {
        let actual = store.anyState
        guard type(of: actual) == type(of: expected) else {
            return "final state of store \"\(store.name)\" is a \(type(of: actual)), "
                + "but the expected state is a \(type(of: expected))"
        }
        let encoder = CanonicalStateEncoder()
        guard let old = try? ActionLogJSON(parsing: encoder.encode(expected, store: store.name)),
            let new = try? ActionLogJSON(parsing: encoder.encode(actual, store: store.name))
        else {
            return "final state of store \"\(store.name)\" is not the expected one:\n"
                + "  expected \(expected)\n  replayed \(actual)"
        }
        let lines = ActionLogJSON.differences(from: old, to: new).map {
            "  " + $0.describe(fromLabel: "expected", toLabel: "replayed")
        }
        return (["final state of store \"\(store.name)\" is not the expected one:"] + lines)
            .joined(separator: "\n")
    }
}
