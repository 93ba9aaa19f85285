/// A store's state that broke one of its ``Invariant``s: which store, which invariant, and the
/// values of the fields the invariant names.
///
/// Its description is the line every report uses:
/// `store "search" broke "page within pages" (page: 7, pageCount: 3)`.
public struct InvariantBreak: Sendable, Equatable, CustomStringConvertible {
    /// The store's name.
    public let store: String
    /// The invariant's ``Invariant/name``.
    public let invariant: String
    /// The invariant's fields with their values, in order: `page: 7`.
    public let fields: [String]

    /// Creates a break (tools and tests; ``Invariant/check(_:store:)`` makes them).
    public init(store: String, invariant: String, fields: [String]) {
        self.store = store
        self.invariant = invariant
        self.fields = fields
    }

    /// `store "search" broke "page within pages"`, without the fields.
    public var summary: String { "store \"\(store)\" broke \"\(invariant)\"" }

    /// The ``summary`` followed by the fields in parentheses, when the invariant names any.
    public var description: String {
        fields.isEmpty ? summary : "\(summary) (\(fields.joined(separator: ", ")))"
    }
}
