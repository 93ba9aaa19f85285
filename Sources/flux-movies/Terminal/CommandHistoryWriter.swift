import MoviesData

/// The line editor's history file: the lines of earlier sessions, and this session's lines
/// appended in the order typed (one at a time, off the main actor).
@MainActor
final class CommandHistoryWriter {
    private let store: CommandHistoryStore
    private let lines: AsyncStream<String>.Continuation
    private let writer: Task<Void, Never>

    /// A writer over `store`.
    init(store: CommandHistoryStore) {
        self.store = store
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        lines = continuation
        writer = Task {
            for await line in stream { await store.append(line) }
        }
    }

    /// The lines saved by earlier sessions, oldest first.
    func earlierLines() async -> [String] {
        await store.lines()
    }

    /// Saves `line` after the lines appended before it.
    func append(_ line: String) {
        lines.yield(line)
    }

    /// Waits until every appended line is saved.
    func close() async {
        lines.finish()
        await writer.value
    }
}
