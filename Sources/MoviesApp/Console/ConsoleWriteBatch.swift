/// Gathers what ``ConsoleOutput`` writes during one update, so that an update reaches each
/// destination in one write (issue 34, item 20: a page of results was about 60 writes, each row
/// with the prompt erased and drawn again around it).
///
/// Outside an update every write goes out at once. Writes to the same destination in a row are
/// joined; when the transcript and the screen are one destination, an update is one write.
/// Before anything is written where the prompt goes after lines were written to a separate
/// transcript, ``waitForLines`` runs (its reader, `tee`, prints them first).
@MainActor
final class ConsoleWriteBatch {
    private enum Destination {
        case text, control
    }

    private let writeText: @MainActor (String) -> Void
    private let writeControl: @MainActor (String) -> Void
    private let screenIsSeparate: Bool
    private var chunks: [(destination: Destination, text: String)] = []
    private var depth = 0
    /// Lines went to a separate transcript since the screen was last written to.
    private var linesMayBeUnread = false

    /// Returns once the reader of a separate transcript has taken its lines; nil: at once.
    var waitForLines: (@MainActor () -> Void)?

    /// Creates a batch writing lines to `writeText` and controls to `writeControl`, which is
    /// another destination when `screenIsSeparate`.
    init(
        writeText: @escaping @MainActor (String) -> Void, writeControl: @escaping @MainActor (String) -> Void,
        screenIsSeparate: Bool
    ) {
        self.writeText = writeText
        self.writeControl = writeControl
        self.screenIsSeparate = screenIsSeparate
    }

    /// Starts an update (updates nest: the outermost one writes).
    func open() {
        depth += 1
    }

    /// Ends an update; returns true when it was the outermost one (the caller then finishes it
    /// and calls ``flush()``).
    func close() -> Bool {
        depth -= 1
        return depth == 0
    }

    /// Adds transcript text.
    func text(_ text: String) {
        append(text, to: .text)
    }

    /// Adds text for where the prompt goes (the transcript too unless the screen is separate).
    func control(_ text: String) {
        append(text, to: screenIsSeparate ? .control : .text)
    }

    /// Writes what was gathered, one write per run of the same destination.
    func flush() {
        let pending = chunks
        chunks = []
        for chunk in pending {
            switch chunk.destination {
            case .text:
                writeText(chunk.text)
                linesMayBeUnread = screenIsSeparate
            case .control:
                if linesMayBeUnread { waitForLines?() }
                linesMayBeUnread = false
                writeControl(chunk.text)
            }
        }
    }

    private func append(_ text: String, to destination: Destination) {
        guard !text.isEmpty else { return }
        if let last = chunks.indices.last, chunks[last].destination == destination {
            chunks[last].text += text
        } else {
            chunks.append((destination, text))
        }
        if depth == 0 { flush() }
    }
}
