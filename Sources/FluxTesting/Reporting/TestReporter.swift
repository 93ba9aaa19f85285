/// Where a ``TestStore`` sends its failures: by default (``standard``), the running test framework.
///
/// Inject another reporter to capture each ``TestFailure``, e.g. to pin failure messages in tests:
///
/// ```swift
/// @MainActor
/// final class Collected {
///     var failures: [TestFailure] = []
///     var reporter: TestReporter { TestReporter { [weak self] in self?.failures.append($0) } }
/// }
/// let store = TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)
/// ```
public struct TestReporter: Sendable {
    private let record: @MainActor @Sendable (TestFailure) -> Void

    /// Creates a reporter that hands every failure to `record`, on the main actor.
    /// - Parameter record: called with each failure, in the order they are reported.
    public init(_ record: @escaping @MainActor @Sendable (TestFailure) -> Void) {
        self.record = record
    }

    /// Reports `failure`.
    /// - Parameter failure: the failure to report.
    @MainActor
    public func report(_ failure: TestFailure) {
        record(failure)
    }

    /// Records each failure as a Swift Testing issue at the failure's location; outside a Swift
    /// Testing test (in an XCTest test case) it calls `XCTFail` at that file and line instead.
    ///
    /// The comment is the failure's ``TestFailure/title`` on its first line, then its
    /// ``TestFailure/message``, so that Swift Testing prints under "Issue recorded" what failed
    /// before the details.
    public static var standard: TestReporter {
        TestReporter { failure in TestFrameworks.record(failure.title + "\n" + failure.message, at: failure.location) }
    }
}
