/// ANSI styling of console lines, or none.
package struct TextStyle: Equatable, Sendable {
    /// Whether escapes are emitted.
    package let isEnabled: Bool

    /// Creates a style; `isEnabled: false` returns every text unchanged.
    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Bold text (headers, titles).
    package func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text (hints, loading lines).
    package func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text (errors).
    package func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
