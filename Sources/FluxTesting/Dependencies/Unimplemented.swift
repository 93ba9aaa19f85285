import Foundation

/// Test doubles for dependencies a test does not provide: calling one fails the test with a
/// message naming it, instead of calling the real thing.
///
/// Build the feature under test with these for every dependency the test does not expect to be
/// used, and hand the same object to the ``TestStore``, which reports each call at the test's next
/// `send`/`receive`/`finish` (calls often happen inside effects, off the test's task):
///
/// ```swift
/// let unimplemented = Unimplemented()
/// let feature = CounterFeature(sleep: unimplemented("CounterFeature.sleep"))
/// let store = TestStore(dispatcher: feature.dispatcher, unimplemented: unimplemented)
/// ```
///
/// A throwing double throws ``UnimplementedDependencyError``; a non-throwing one returns the
/// placeholder you give it. For protocol-typed dependencies write a small double whose methods
/// call ``call(_:)``. See <doc:TestDoublesWithUnimplemented>. Misuse: without a test store
/// (not passed to ``TestStore/init(dispatcher:exhaustivity:timeout:clocks:unimplemented:reporter:)``) a
/// call is recorded at once, at the place this object was created, and an issue recorded off the
/// test's task may not be attributed to the test.
public final class Unimplemented: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String] = []
    private var isWatched = false
    private let location: TestSourceLocation

    /// Creates an empty set of doubles; the location is used when no test store watches them.
    /// - Parameters:
    ///   - fileID: the file ID of the place that creates the doubles; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of that place; leave the default.
    ///   - column: the column of that place; leave the default.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        for name in calls { TestFrameworks.record(FailureMessage.unimplementedDependency(name), at: location) }
    }

    /// A double for an `async throws` dependency named `name`: it reports the call and throws
    /// ``UnimplementedDependencyError``.
    /// - Parameter name: the dependency's name, for the failure message (e.g. `"Feature.load"`).
    /// - Returns: a closure of the dependency's type.
    public func callAsFunction<each Argument, Result>(
        _ name: String
    ) -> @Sendable (repeat each Argument) async throws -> Result {
        { (_: repeat each Argument) async throws -> Result in try self.call(name) }
    }

    /// A double for a synchronous throwing dependency named `name`: it reports the call and
    /// throws ``UnimplementedDependencyError``.
    /// - Parameter name: the dependency's name, for the failure message.
    /// - Returns: a closure of the dependency's type.
    public func callAsFunction<each Argument, Result>(
        _ name: String
    ) -> @Sendable (repeat each Argument) throws -> Result {
        { (_: repeat each Argument) throws -> Result in try self.call(name) }
    }

    /// A double for a non-throwing dependency named `name`: it reports the call and returns
    /// `placeholder`.
    /// - Parameters:
    ///   - name: the dependency's name, for the failure message.
    ///   - placeholder: what the double returns.
    /// - Returns: a closure of the dependency's type.
    public func callAsFunction<each Argument, Result: Sendable>(
        _ name: String, placeholder: Result
    ) -> @Sendable (repeat each Argument) -> Result {
        { (_: repeat each Argument) -> Result in self.call(name, placeholder: placeholder) }
    }

    /// Reports a call of the dependency `name` and throws ``UnimplementedDependencyError``; for
    /// hand-written doubles of protocol dependencies:
    ///
    /// ```swift
    /// func search(_ query: String, page: Int) async throws -> [String] {
    ///     try unimplemented.call("MovieSearching.search")
    /// }
    /// ```
    /// - Parameter name: the dependency's name, for the failure message.
    /// - Throws: ``UnimplementedDependencyError``, always.
    public func call(_ name: String) throws -> Never {
        record(name)
        throw UnimplementedDependencyError(name: name)
    }

    /// Reports a call of the dependency `name` and returns `placeholder`.
    /// - Parameters:
    ///   - name: the dependency's name, for the failure message.
    ///   - placeholder: what to return.
    /// - Returns: `placeholder`.
    public func call<Result>(_ name: String, placeholder: Result) -> Result {
        record(name)
        return placeholder
    }

    /// From now on, calls are kept for the watching test store to report (`takeCalls`).
    func watch() {
        lock.withLock { isWatched = true }
    }

    /// The calls since the last time, oldest first.
    func takeCalls() -> [String] {
        lock.withLock {
            defer { calls.removeAll() }
            return calls
        }
    }

    private func record(_ name: String) {
        let watched = lock.withLock {
            if isWatched { calls.append(name) }
            return isWatched
        }
        if !watched { TestFrameworks.record(FailureMessage.unimplementedDependency(name), at: location) }
    }
}
