/// A hint shown on the row under the line being edited (a live suggestion), and the line Tab
/// puts in place of the edited one to accept it.
package struct LineHint: Equatable, Sendable {
    /// The text of the hint row (cut to the width when shown).
    package var text: String
    /// The line Tab puts in place when command-word completion has nothing to do.
    package var acceptedLine: String
    /// The lines Tab puts in place on the next presses, in order (the other suggestions), before
    /// it comes back to ``acceptedLine``.
    package var alternatives: [String]

    /// Creates a hint.
    package init(text: String, acceptedLine: String, alternatives: [String] = []) {
        self.text = text
        self.acceptedLine = acceptedLine
        self.alternatives = alternatives
    }
}
