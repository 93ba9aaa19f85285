/// One action that changed a field (see ``ActionLogBlame``): its sequence number, its type, its
/// notation and the field's value before and after it.
///
/// The printed line (``description``) names the action by its type, as the inspector page's
/// "changed by" list does: the values shown are the field's, and the type reads the same for a
/// synthesized `Codable` case (`cart.add`). ``notation`` spells the action's own values too
/// (`cart.add(productID: "p1", quantity: 2)`), for tools that show them.
package struct ActionLogBlameChange: Equatable, Sendable, CustomStringConvertible {
    /// The action's sequence number.
    package let sequence: UInt64
    /// The action's type name (`search.submitted`), or `?` when it has none.
    package let type: String
    /// The action as a person reads it (``ActionNotation``): `search.submitted(query: "love")`.
    package let notation: String
    /// The field's value before the action; nil when absent.
    package let before: ActionLogJSON?
    /// The field's value after the action; nil when absent.
    package let after: ActionLogJSON?

    /// Creates a change.
    /// - Parameters:
    ///   - sequence: the action's sequence number.
    ///   - type: the action's type name.
    ///   - notation: the action's ``ActionNotation``; nil for its type name alone.
    ///   - before: the value before it, or nil when absent.
    ///   - after: the value after it, or nil when absent.
    package init(
        sequence: UInt64, type: String, notation: String? = nil, before: ActionLogJSON?, after: ActionLogJSON?
    ) {
        self.sequence = sequence
        self.type = type
        self.notation = notation ?? type
        self.before = before
        self.after = after
    }

    /// `seq 3 search.submitted: before "", after "love"`; values as compact JSON, longer ones cut
    /// after ``StateDifference/maximumValueLength`` characters, `(absent)` for none.
    package var description: String {
        "seq \(sequence) \(type): before \(Self.shorten(before)), after \(Self.shorten(after))"
    }

    private static func shorten(_ value: ActionLogJSON?) -> String {
        guard let text = value?.text else { return "(absent)" }
        guard text.count > StateDifference.maximumValueLength else { return text }
        return String(text.prefix(StateDifference.maximumValueLength)) + "..."
    }
}
