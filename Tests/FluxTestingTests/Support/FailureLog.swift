import FluxTesting

/// Collects a test store's failures so tests can assert their exact text and location.
@MainActor
final class FailureLog {
    private(set) var failures: [TestFailure] = []

    /// A reporter that appends to this log.
    var reporter: TestReporter {
        TestReporter { [weak self] failure in self?.failures.append(failure) }
    }

    /// The messages, in report order.
    var messages: [String] { failures.map(\.message) }

    /// The kinds, in report order.
    var kinds: [TestFailure.Kind] { failures.map(\.kind) }

    /// The lines the failures were reported at, in report order.
    var lines: [Int] { failures.map(\.location.line) }
}
