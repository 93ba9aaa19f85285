import Flux

/// An action the dispatcher processed while a test store watched, with the states it produced.
@MainActor
struct ObservedAction<Action> {
    /// The dispatcher's sequence number of the action.
    let sequence: UInt64
    /// The action.
    let action: Action
    /// Every store's state right after the action was reduced.
    let states: StoreStates
    /// The store invariants the action broke, in reduce order.
    let broken: [InvariantBreak]
}

/// A test's call on the test store: how it reads in messages and where it is.
struct CallSite: Sendable {
    /// E.g. `send(.increment)`, `receive(.increment)`, `finish()`.
    let call: String
    /// Where the test made the call.
    let location: TestSourceLocation

    /// The method called, e.g. `send` for `send(.increment)`.
    var name: String { String(call.prefix { $0 != "(" }) }
}
