/// One action that changed a field (see ``ActionLogBlame``): its sequence number, its type and
/// the field's value before and after it.
public struct ActionLogBlameChange: Equatable, Sendable, CustomStringConvertible {
    /// The action's sequence number.
    public let sequence: UInt64
    /// The action's type name (`search.submitted`), or `?` when it has none.
    public let type: String
    /// The field's value before the action; nil when absent.
    public let before: ActionLogJSON?
    /// The field's value after the action; nil when absent.
    public let after: ActionLogJSON?

    /// Creates a change.
    /// - Parameters:
    ///   - sequence: the action's sequence number.
    ///   - type: the action's type name.
    ///   - before: the value before it, or nil when absent.
    ///   - after: the value after it, or nil when absent.
    public init(sequence: UInt64, type: String, before: ActionLogJSON?, after: ActionLogJSON?) {
        self.sequence = sequence
        self.type = type
        self.before = before
        self.after = after
    }

    /// `seq 3 search.submitted: before "", after "love"`; values as compact JSON, longer ones cut
    /// after ``StateDifference/maximumValueLength`` characters, `(absent)` for none.
    public var description: String {
        "seq \(sequence) \(type): before \(Self.shorten(before)), after \(Self.shorten(after))"
    }

    private static func shorten(_ value: ActionLogJSON?) -> String {
        guard let text = value?.text else { return "(absent)" }
        guard text.count > StateDifference.maximumValueLength else { return text }
        return String(text.prefix(StateDifference.maximumValueLength)) + "..."
    }
}
