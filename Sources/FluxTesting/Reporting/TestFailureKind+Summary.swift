extension TestFailure.Kind {
    /// What went wrong in a few words, for a failure's ``TestFailure/title``.
    var summary: String {
        switch self {
        case .unassertedStateChange: "state changed without an assertion"
        case .expectedChangeDidNotHappen: "an asserted state change did not happen"
        case .stateMismatch: "state does not match the expectation"
        case .unexpectedAction: "received another action"
        case .receiveTimedOut: "timed out waiting for an action"
        case .nothingToReceive: "no action to receive"
        case .unreceivedActions: "received actions were not asserted"
        case .effectStillRunning: "an effect was still running"
        case .expectationThrew: "the expectation closure threw"
        case .unknownStore: "the expectation used an unknown store"
        case .unimplementedDependency: "an unimplemented dependency was called"
        case .invariantBroken: "a store's invariant broke"
        }
    }
}
