/// Shared with FluxTesting (its diffs), hence `package`.
/// Compares two type-erased values with their own `==`, when their type has one.
package enum AnyEquality {
    /// Whether `lhs` and `rhs` are equal: nil when `lhs`'s type is not `Equatable`, false when
    /// `rhs` is of another type.
    package static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let equatable = lhs as? any Equatable else { return nil }
        return equals(equatable, rhs)
    }

    private static func equals<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
