import Flux
import Testing

extension TestStore {
    /// Gives stores new states without an action, and makes them the states the next call starts
    /// from: a test that resumes a session from saved states (a black box's checkpoint) starts so.
    ///
    /// The closure gets every store's current state and assigns the new ones, as the closures of
    /// ``send(_:_:fileID:filePath:line:column:)`` do. The stores get them through
    /// `Dispatcher.restore(_:)`: no reducer, middleware or observer runs, and the action sequence
    /// does not move.
    ///
    /// ```swift
    /// store.restore { $0[counter].count = 41 }
    /// store.send(.increment) { $0[counter].count = 42 }
    /// ```
    ///
    /// Misuse: actions received and not asserted yet are reported first, as at a send
    /// (exhaustive mode); a store the dispatcher does not have fails the test
    /// (``TestFailure/Kind/unknownStore``) and nothing changes. Invariants are not checked here:
    /// the next action's check covers the restored states.
    /// - Parameters:
    ///   - change: assigns the new states.
    ///   - fileID: the file ID of the test's call, where a failure is reported; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of the test's call; leave the default.
    ///   - column: the column of the test's call; leave the default.
    public func restore(
        _ change: (inout StoreStates) throws -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(
            call: "restore",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        flushReceived(before: site)
        var states = StoreStates.capture(dispatcher.stores)
        do {
            try change(&states)
        } catch is ExpectationFailedError {
            return
        } catch {
            return report(.expectationThrew, FailureMessage.expectationThrew(call: site.call, error: error), at: site)
        }
        if let name = states.misuse.names.first {
            return report(.unknownStore, FailureMessage.unknownStore(call: site.call, store: name), at: site)
        }
        let entries = zip(dispatcher.stores, states.stores).compactMap { store, captured in
            states.value(of: captured).map { (store: store, state: $0) }
        }
        do {
            try dispatcher.restore(entries)
        } catch {
            return report(.expectationThrew, FailureMessage.expectationThrew(call: site.call, error: error), at: site)
        }
        current = StoreStates.capture(dispatcher.stores)
    }
}
