import Testing

/// Marks a suite or test that starts processes or pseudo-terminals: under a sanitizer, each of
/// its tests runs only when it is tagged ``Testing/Tag/sanitized``, and is cancelled otherwise.
///
/// Each such test runs in one of the ``ProcessTestSlots`` (one per core): the tests await their
/// processes instead of blocking a thread, so without the slots every process test of the run
/// would start its programs at once, and their timeouts would measure the machine's load.
///
/// The plain pass runs every test. In a sanitizer pass (``Sanitizer/current`` is set) the other
/// process tests would start a sanitized app to run code the in-process tests already run under
/// the sanitizer: they were most of each pass's time. Written on the suite, it applies to every
/// test in it:
/// ```swift
/// @Suite(.startsProcesses) struct ReplayCommandTests {
///     @Test(.tags(.sanitized)) func printFinalGivesTheLastStatesAsOneJSONLine() throws { … }
/// }
/// ```
package struct StartsProcesses: SuiteTrait, TestTrait, TestScoping {
    /// Applies to the tests of a suite it is written on, and of the suites within.
    package var isRecursive: Bool { true }

    /// Runs `function`, unless `test` is a test (not a suite) that a sanitizer pass leaves out.
    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        if let sanitizer = Sanitizer.current, !test.isSuite, !test.tags.contains(.sanitized) {
            try Test.cancel("a process test; under the \(sanitizer.rawValue) sanitizer only those tagged sanitized run")
        }
        if test.isSuite { return try await function() }
        try await ProcessTestSlots.shared.run(function)
    }
}

extension Trait where Self == StartsProcesses {
    /// The suite or test starts processes: see ``StartsProcesses``.
    package static var startsProcesses: Self { StartsProcesses() }
}
