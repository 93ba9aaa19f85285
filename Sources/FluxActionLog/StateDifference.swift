/// One place where two JSON states differ: a path and the value on each side.
///
/// Paths use dots for object keys and brackets for array indices, relative to the store's
/// state: `items[3].title`; the empty path is the whole state. An index is the element's place
/// on the second side, or on the first for an element only there (arrays of different lengths
/// are lined up: see ``ActionLogJSON/differences(from:to:limit:)``). The sides are JSON text (a
/// recorded and a replayed state); FluxTesting's `ValueDifference` is its sibling for Swift
/// values in tests (expected and actual, in Swift's syntax).
public struct StateDifference: Equatable, Sendable {
    /// Where the values differ, e.g. `items[3].title`; empty for the whole state.
    public let path: String
    /// The value on the first side as compact JSON, or nil when absent there.
    public let from: String?
    /// The value on the second side as compact JSON, or nil when absent there.
    public let to: String?

    /// Creates a difference.
    /// - Parameters:
    ///   - path: where the values differ.
    ///   - from: the first side as compact JSON, or nil.
    ///   - to: the second side as compact JSON, or nil.
    package init(path: String, from: String?, to: String?) {
        self.path = path
        self.from = from
        self.to = to
    }

    /// One line naming both sides, e.g. `value: recorded 9, replayed 10`.
    /// - Parameters:
    ///   - fromLabel: what the first side is, e.g. `"recorded"` or `"expected"`.
    ///   - toLabel: what the second side is, e.g. `"replayed"`.
    /// - Returns: the line, values longer than 120 characters cut.
    public func describe(fromLabel: String, toLabel: String) -> String {
        let place = path.isEmpty ? "(whole state)" : path
        return "\(place): \(fromLabel) \(Self.shorten(from)), \(toLabel) \(Self.shorten(to))"
    }

    /// Values longer than this many characters are cut in descriptions.
    package static let maximumValueLength = 120

    private static func shorten(_ value: String?) -> String {
        guard let value else { return "(absent)" }
        guard value.count > maximumValueLength else { return value }
        return String(value.prefix(maximumValueLength)) + "..."
    }
}
