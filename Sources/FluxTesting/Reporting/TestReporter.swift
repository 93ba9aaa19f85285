/// Where a test store sends its failures: by default, the running test framework.
///
/// Inject another reporter to capture failures, e.g. to pin failure messages in tests:
///
/// ```swift
/// var failures: [TestFailure] = []
/// let store = TestStore(dispatcher: dispatcher, reporter: TestReporter { failures.append($0) })
/// ```
public struct TestReporter: Sendable {
    private let record: @MainActor @Sendable (TestFailure) -> Void

    /// Creates a reporter that hands every failure to `record`, on the main actor.
    public init(_ record: @escaping @MainActor @Sendable (TestFailure) -> Void) {
        self.record = record
    }

    /// Reports `failure`.
    @MainActor
    public func report(_ failure: TestFailure) {
        record(failure)
    }

    /// Records each failure as a Swift Testing issue at the failure's location; outside a Swift
    /// Testing test (in an XCTest test case) it calls `XCTFail` at that file and line instead.
    public static var standard: TestReporter {
        TestReporter { failure in TestFrameworks.record(failure.message, at: failure.location) }
    }
}
