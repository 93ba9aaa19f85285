/// One place where two values differ (found by ``ValueDiff``): its path and the two sides,
/// described on one line each by `ValueDescription`.
///
/// A difference between two Swift values as a test sees them: the sides are the expected and the
/// actual value, described in Swift's syntax (`.failed("timeout")`, `["a", "b"]`). Its sibling
/// `StateDifference` in FluxActionLog compares two JSON states of a log (recorded against
/// replayed) and shows JSON text; the two kinds of sides are why there are two types.
public struct ValueDifference: Sendable, Equatable {
    /// Where the values differ, e.g. `search.items[3].title`, `status(.failed).message`,
    /// `cache["love"]`; empty when the values differ at the top.
    public let path: String
    /// The expected side; nil when only the actual value has something here (an added element).
    public let expected: String?
    /// The actual side; nil when only the expected value has something here (a removed element).
    public let actual: String?

    /// Creates a difference.
    /// - Parameters:
    ///   - path: where the values differ.
    ///   - expected: the expected side, or nil.
    ///   - actual: the actual side, or nil.
    public init(path: String, expected: String?, actual: String?) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }
}
