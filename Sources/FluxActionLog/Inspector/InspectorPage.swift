import Foundation

/// Writes a replayed log as ONE self-contained HTML page: the session inspector.
///
/// The page needs nothing but itself: no request of any kind (its Content-Security-Policy is
/// `default-src 'none'` plus the hashes of its one inline script and one inline style), and it
/// works from `file://`. It shows the log's facts and digest verdict, a filterable timeline of
/// the actions with a scrubber and keys (Left/Right or j/k, Home/End), the selected action's JSON,
/// every store's state after it as a collapsible tree with the changed fields highlighted, a Diff
/// tab (`-old` / `+new` per path, `search.items[3].title`), a chart of the actions per type and
/// over time, and deep links (`page.html#seq=42&tab=diff`). When the Redux DevTools browser
/// extension is present, the page hands it the session (the history ``ReduxDevToolsExport``
/// writes); otherwise nothing happens.
///
/// Scale: states are not copied per action. The page embeds the states every `checkpointEvery`
/// actions (or sooner, after `checkpointBytes` of changes) and each action's changes (see
/// `InspectorChanges`), in chunks of JSON parsed only when needed; a state is rebuilt from the
/// nearest checkpoint before it. A checkpoint is written only once the changes since the last one
/// weigh a quarter of it, so the checkpoints weigh at most four times the changes (plus the
/// initial states) whatever the states' size. Every string from the log is data: the JSON is embedded in
/// `<script type="application/json">` elements with `<`, `>`, `&`, U+2028 and U+2029 escaped,
/// and the page inserts text with `textContent` only. Scripts driving the page (tests, benchmarks)
/// can call `window.fluxInspector.select(seq)`; `document.documentElement.dataset.ready` is
/// `"true"` once the page shows its first action.
/// ```swift
/// let page = try InspectorPage(writingTo: URL(fileURLWithPath: "session.html"))
/// try ActionLogInspection<AppAction>(path: "session.jsonl") { AppCore().dispatcher }.run(into: [page])
/// ```
package final class InspectorPage: InspectorWriter {
    private let output: InspectorOutput
    private let checkpointEvery: Int
    private let checkpointBytes: Int
    private var timeline: InspectorTimeline?
    private var changes: InspectorChanges?
    private var chunk: [UInt8] = []
    private var chunkSteps = 0
    private var checkpointSize = 0
    private var chunkStepsStart = 0
    private var lastStates: [[UInt8]] = []
    private var nextSequence: UInt64 = 1
    private var finished = false
    private var file: InspectorFile?

    /// Creates a writer that hands the page's bytes to `output`, in order.
    /// - Parameters:
    ///   - checkpointEvery: the most actions between two embedded checkpoints (at least 1): a jump
    ///     in the page applies at most this many actions' changes.
    ///   - checkpointBytes: bytes of changes after which a checkpoint comes sooner (large actions).
    ///   - output: receives the page, about 1 MiB at a time.
    package init(
        checkpointEvery: Int = 1_000, checkpointBytes: Int = 512 << 10, output: @escaping ([UInt8]) throws -> Void
    ) {
        self.output = InspectorOutput(output)
        self.checkpointEvery = max(checkpointEvery, 1)
        self.checkpointBytes = max(checkpointBytes, 1)
    }

    /// Creates a writer that writes the page to a file, put in place when the page is finished.
    ///
    /// The page is written under a temporary name in the same directory and linked (with `force`,
    /// renamed) into place by ``finish(truncation:)``: the file appears whole or not at all, and a
    /// replay that fails leaves nothing behind.
    /// - Parameters:
    ///   - url: the `file:` URL of the page to create.
    ///   - force: replace an existing file; without it an existing file is refused, here and again
    ///     when the page is put in place, and left untouched.
    ///   - checkpointEvery: the most actions between two embedded checkpoints (at least 1).
    ///   - checkpointBytes: bytes of changes after which a checkpoint comes sooner.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/fileExists`` without `force`,
    ///   ``ActionLogError/Kind/cannotOpen(_:)`` (not a `file:` URL, a directory that cannot be
    ///   written); later calls throw ``ActionLogError/Kind/writeFailed(_:)``.
    package convenience init(
        writingTo url: URL, force: Bool = false, checkpointEvery: Int = 1_000, checkpointBytes: Int = 512 << 10
    ) throws {
        let file = try InspectorFile(url: url, force: force)
        self.init(checkpointEvery: checkpointEvery, checkpointBytes: checkpointBytes, output: file.write)
        self.file = file
    }

    /// Writes the page's head and starts the first chunk with the initial states.
    /// - Throws: ``InspectorError`` when called twice or with no state per store.
    package func begin(_ session: InspectorSession) throws {
        guard timeline == nil else { throw InspectorError("begin was called twice") }
        guard session.initialStates.count == session.header.stores.count else {
            throw InspectorError(
                "\(session.initialStates.count) initial states for \(session.header.stores.count) stores")
        }
        timeline = InspectorTimeline(session: session)
        changes = InspectorChanges(initialStates: session.initialStates, storeNames: session.header.stores)
        lastStates = session.initialStates
        try output.append(InspectorAssets.top)
        startChunk()
    }

    /// Adds an action: its type and time to the timeline, its changes to the current chunk.
    /// - Throws: ``InspectorError`` for a call out of order or a state that is not JSON, or
    ///   what the output throws.
    package func append(_ step: InspectorStep) throws {
        guard let timeline, let changes, !finished else {
            throw InspectorError("append was called outside begin...finish")
        }
        guard step.sequence == nextSequence else {
            throw InspectorError("expected seq \(nextSequence), got \(step.sequence)")
        }
        if chunkSteps > 0 { chunk.append(UInt8(ascii: ",")) }
        chunk.append(UInt8(ascii: "["))
        chunk.append(contentsOf: step.action)
        chunk.append(UInt8(ascii: ","))
        try changes.append(step, to: &chunk)
        chunk.append(UInt8(ascii: "]"))
        timeline.add(step)
        chunkSteps += 1
        nextSequence += 1
        lastStates = step.states
        if chunkIsFull {
            try closeChunk()
            startChunk()
        }
    }

    /// Writes the last chunk, the timeline and the page's script; a page created with
    /// ``init(writingTo:force:checkpointEvery:checkpointBytes:)`` is then put in place.
    package func finish(truncation: ActionLogError?) throws {
        guard let timeline, !finished else { throw InspectorError("finish was called without begin, or twice") }
        finished = true
        if chunkSteps > 0 || timeline.chunkStarts.count == 1 {
            try closeChunk()
        } else {
            timeline.chunkStarts.removeLast()
        }
        try output.append("<script type=\"application/json\" id=\"fx-meta\">")
        try output.appendScriptSafe(timeline.json(truncation: truncation))
        try output.append("</script>\n")
        try output.append(InspectorAssets.bottom)
        try output.flush()
        try file?.commit()
    }

    /// Whether the current chunk is closed after its last step: it holds `checkpointEvery` steps
    /// or `checkpointBytes` of them, and its steps weigh at least a quarter of its checkpoint, so
    /// that the checkpoints of a page weigh at most four times its changes (plus the initial
    /// states) however large the states are: a state holding a 10 MB value is not copied per
    /// action.
    private var chunkIsFull: Bool {
        let stepBytes = chunk.count - chunkStepsStart
        guard chunkSteps >= checkpointEvery || stepBytes >= checkpointBytes else { return false }
        return stepBytes >= checkpointSize / 4
    }

    /// Opens a chunk whose checkpoint is the states after the last action written.
    private func startChunk() {
        timeline?.chunkStarts.append(nextSequence)
        chunk.removeAll(keepingCapacity: true)
        chunk += Array("{\"first\":\(nextSequence),\"states\":[".utf8)
        let statesStart = chunk.count
        for (index, state) in lastStates.enumerated() {
            if index > 0 { chunk.append(UInt8(ascii: ",")) }
            chunk.append(contentsOf: state)
        }
        checkpointSize = chunk.count - statesStart
        chunk += Array("],\"steps\":[".utf8)
        chunkStepsStart = chunk.count
        chunkSteps = 0
    }

    private func closeChunk() throws {
        let index = (timeline?.chunkStarts.count ?? 1) - 1
        chunk += Array("]}".utf8)
        try output.append("<script type=\"application/json\" id=\"fx-c\(index)\">")
        try output.appendScriptSafe(chunk)
        try output.append("</script>\n")
    }
}
