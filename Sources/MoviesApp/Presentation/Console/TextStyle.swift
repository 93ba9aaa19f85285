/// ANSI styling of console lines, or none.
public struct TextStyle: Equatable, Sendable {
    /// Whether escapes are emitted.
    public let isEnabled: Bool

    /// Creates a style; `isEnabled: false` returns every text unchanged.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Bold text (headers, titles).
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text (hints, loading lines).
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text (errors).
    public func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
