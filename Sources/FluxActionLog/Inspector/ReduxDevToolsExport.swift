import FluxTextFormats
import Foundation

/// Writes a replayed log as the history the Redux DevTools import: their "lifted state".
///
/// The file is one JSON object (the bare lifted state, which the DevTools' import takes as it
/// is, as they take their own `{payload, preloadedState}` export):
/// - `actionsById`: id 0 is `{"type":"PERFORM_ACTION","action":{"type":"@@INIT"},"timestamp":T}`,
///   then id N wraps the action of seq N (the logged JSON, with its `"type"`) with its recorded time
///   in milliseconds since 1970 (an action without a time gets the time before it; @@INIT gets the
///   header's creation time);
/// - `computedStates`: `{"state": S}` per id, S the whole app's state after it, one member per store
///   in reduce order (`{"search": ..., "details": ...}`); `committedState`: the initial state;
/// - `stagedActionIds` `[0, ..., N]`, `skippedActionIds` `[]`, `currentStateIndex` N,
///   `nextActionId` N + 1, `isLocked` and `isPaused` false, `monitorState` `{}`.
///
/// `computedStates` is written as the actions come (it holds a copy of every state: the format's
/// nature); `actionsById` is kept until the end, so memory holds the actions, not the states.
/// The page ``InspectorPage`` writes hands the same history to the browser extension.
///
/// An action recorded with the `Codable` Swift synthesizes carries the `"type"` the recorder
/// added (`search.submitted`), which the DevTools list.
/// ```swift
/// let export = try ReduxDevToolsExport(writingTo: URL(fileURLWithPath: "session.devtools.json"))
/// try ActionLogInspection<AppAction>(path: "session.jsonl") { AppCore().dispatcher }.run(into: [export])
/// ```
public final class ReduxDevToolsExport: InspectorWriter {
    private let output: InspectorOutput
    private var storeKeys: [[UInt8]] = []
    private var clock = InspectorClock(created: "")
    private var actions: [UInt8] = []
    private var count: UInt64 = 0
    private var state: State = .new
    private var file: InspectorFile?

    private enum State { case new, writing, finished }

    /// Creates a writer that hands the file's bytes to `output`, in order.
    public init(output: @escaping ([UInt8]) throws -> Void) {
        self.output = InspectorOutput(output)
    }

    /// Creates a writer that writes the history to a file, put in place when it is finished.
    ///
    /// As ``InspectorPage/init(writingTo:force:checkpointEvery:checkpointBytes:)``: written under a
    /// temporary name in the same directory, linked (with `force`, renamed) into place by
    /// ``finish(truncation:)``; nothing is left behind by a failed replay.
    /// - Parameters:
    ///   - url: the `file:` URL of the file to create.
    ///   - force: replace an existing file; without it an existing file is refused and left untouched.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/fileExists`` without `force`,
    ///   ``ActionLogError/Kind/cannotOpen(_:)``; later calls throw ``ActionLogError/Kind/writeFailed(_:)``.
    public convenience init(writingTo url: URL, force: Bool = false) throws {
        let file = try InspectorFile(url: url, force: force)
        self.init(output: file.write)
        self.file = file
    }

    /// Writes the committed (initial) state and the first computed state.
    /// - Throws: ``InspectorError`` when called twice or with no state per store.
    public func begin(_ session: InspectorSession) throws {
        guard state == .new else { throw InspectorError("begin was called twice") }
        guard session.initialStates.count == session.header.stores.count else {
            throw InspectorError(
                "\(session.initialStates.count) initial states for \(session.header.stores.count) stores")
        }
        state = .writing
        storeKeys = session.header.stores.map { name in
            var key: [UInt8] = []
            JSONText.appendString(name, to: &key)
            return key + [UInt8(ascii: ":")]
        }
        clock = InspectorClock(created: session.header.created)
        try output.append("{\"committedState\":")
        try output.append(bytes: appState(session.initialStates))
        try output.append(",\"computedStates\":[{\"state\":")
        try output.append(bytes: appState(session.initialStates))
        try output.append("}")
        actions = Array(
            "\"0\":{\"action\":{\"type\":\"@@INIT\"},\"timestamp\":\(clock.now),\"type\":\"PERFORM_ACTION\"}".utf8)
    }

    /// Adds the action and the app's state after it.
    /// - Throws: ``InspectorError`` for a call out of order, or what the output throws.
    public func append(_ step: InspectorStep) throws {
        guard state == .writing else { throw InspectorError("append was called outside begin...finish") }
        guard step.sequence == count + 1 else {
            throw InspectorError("expected seq \(count + 1), got \(step.sequence)")
        }
        guard step.states.count == storeKeys.count else {
            throw InspectorError("seq \(step.sequence) has \(step.states.count) states for \(storeKeys.count) stores")
        }
        count = step.sequence
        _ = clock.advance(to: step.time)
        try output.append(",{\"state\":")
        try output.append(bytes: appState(step.states))
        try output.append("}")
        actions += Array(",\"\(count)\":{\"action\":".utf8)
        actions += step.action
        actions += Array(",\"timestamp\":\(clock.now),\"type\":\"PERFORM_ACTION\"}".utf8)
    }

    /// Writes the actions and the remaining fields, then a newline; a history created with
    /// ``init(writingTo:force:)`` is then put in place.
    public func finish(truncation: ActionLogError?) throws {
        guard state == .writing else { throw InspectorError("finish was called without begin, or twice") }
        state = .finished
        try output.append("],\"actionsById\":{")
        try output.append(bytes: actions)
        actions = []
        try output.append("},\"currentStateIndex\":\(count),\"isLocked\":false,\"isPaused\":false,\"monitorState\":{},")
        try output.append("\"nextActionId\":\(count + 1),\"skippedActionIds\":[],\"stagedActionIds\":[")
        var ids: [UInt8] = []
        for id in 0...count {
            if id > 0 { ids.append(UInt8(ascii: ",")) }
            JSONText.appendDecimal(id, to: &ids)
        }
        try output.append(bytes: ids)
        try output.append("]}\n")
        try output.flush()
        try file?.commit()
    }

    /// `{"search":...,"details":...}` in store order.
    private func appState(_ states: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, key) in storeKeys.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += key
            bytes += states[index]
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
