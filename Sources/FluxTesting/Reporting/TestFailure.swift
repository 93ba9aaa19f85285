/// One failed check of a ``TestStore``: what kind, the full message, and where to report it.
public struct TestFailure: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong; every kind has its own message (see <doc:ReadingFailureMessages>).
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The state changed in a way the expectation closure did not assert.
        case unassertedStateChange
        /// The expectation closure asserted a change that did not happen.
        case expectedChangeDidNotHappen
        /// The state differs from the expectation otherwise (a wrong value, or a mix of the two
        /// kinds above; or, in non-exhaustive mode, any assigned field that differs).
        case stateMismatch
        /// ``TestStore/receive(_:timeout:_:fileID:filePath:line:column:)`` got an action other than
        /// the one expected (or, with a predicate, one not matching it).
        case unexpectedAction
        /// A `receive` waited its whole timeout with effects in flight and no (matching) action came.
        case receiveTimedOut
        /// A `receive` found no action and no effect in flight that could still send one.
        case nothingToReceive
        /// Actions dispatched by middleware or effects were not asserted with `receive` before
        /// the next ``TestStore/send(_:_:fileID:filePath:line:column:)`` or
        /// ``TestStore/finish(timeout:fileID:filePath:line:column:)``.
        case unreceivedActions
        /// An effect was still running when `finish` stopped waiting; reported at the call that
        /// started it.
        case effectStillRunning
        /// The expectation closure threw an error.
        case expectationThrew
        /// The expectation closure used a store that the test store's dispatcher does not have.
        case unknownStore
        /// A dependency the test did not provide was called (see ``Unimplemented``).
        case unimplementedDependency
        /// An action left a store's state breaking one of the store's invariants (`Invariant`);
        /// reported at the `send` or `receive` of that action.
        case invariantBroken
    }

    /// What went wrong.
    public let kind: Kind
    /// One line naming the call and what went wrong, e.g. `receive: expected .increment, got
    /// .decrement`; Swift Testing and XCTest show it above the ``message``.
    public let title: String
    /// The full message: what happened, the minimal diff where there is one, and a `Fix:` line.
    public let message: String
    /// The test's `send`/`receive`/`finish` call the failure belongs to.
    public let location: TestSourceLocation

    /// Creates a failure whose ``title`` says what went wrong in a few words.
    public init(kind: Kind, message: String, location: TestSourceLocation) {
        self.init(kind: kind, title: kind.summary, message: message, location: location)
    }

    /// Creates a failure with its own ``title``.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - title: one line naming the call and what went wrong.
    ///   - message: the full message.
    ///   - location: the test's call the failure belongs to.
    public init(kind: Kind, title: String, message: String, location: TestSourceLocation) {
        self.kind = kind
        self.title = title
        self.message = message
        self.location = location
    }

    /// `location: message`.
    public var description: String { "\(location): \(message)" }
}
