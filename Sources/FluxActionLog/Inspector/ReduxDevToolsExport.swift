import FluxTextFormats
import Foundation

/// Writes a replayed log as the history the Redux DevTools import: their "lifted state".
///
/// The file is one JSON object (the bare lifted state, which the DevTools' import takes as it
/// is, as they take their own `{payload, preloadedState}` export):
/// - `actionsById`: id 0 is `{"type":"PERFORM_ACTION","action":{"type":"@@INIT"},"timestamp":T}`,
///   then id N wraps the action of seq N (the logged JSON, with its `"type"`, as it is) with its
///   recorded time in milliseconds since 1970 (an action without a time gets the time before it;
///   @@INIT gets the header's creation time) and, as an added `"notation"` member beside
///   `"action"`, the action as a person reads it (``ActionNotation``:
///   `cart.add(productID: "p1", quantity: 2)` rather than `{"cart":{"_0":{"add":{…}}}}`);
/// - `computedStates`: `{"state": S}` per id, S the whole app's state after it, one member per store
///   in reduce order (`{"search": ..., "details": ...}`); `committedState`: the initial state;
/// - `stagedActionIds` `[0, ..., N]`, `skippedActionIds` `[]`, `currentStateIndex` N,
///   `nextActionId` N + 1, `isLocked` and `isPaused` false, `monitorState` `{}`.
///
/// With a `maxAge`, only the last `maxAge` actions are exported, as the DevTools do when their
/// `maxAge` commits the oldest actions: `committedState` and id 0 are the state after the last
/// action left out, and @@INIT says which were left out
/// (`{"note":"seq 1 to 9000 are left out; this is the state after seq 9000","type":"@@INIT"}`,
/// with that action's time); the ids stay the sequence numbers (`stagedActionIds`
/// `[0, 9001, ..., 10000]`). (The DevTools' own `maxAge` counts @@INIT too: this one is theirs
/// plus one.)
///
/// `computedStates` is written as the actions come (it holds a copy of every state: the format's
/// nature); `actionsById` is kept until the end, so memory holds the actions, not the states. With
/// a `maxAge`, the actions before the window are not written at all when the session tells its
/// ``InspectorSession/lastSequence``; otherwise the last `maxAge` steps are kept in memory until
/// the end. The page ``InspectorPage`` writes hands the same history to the browser extension.
///
/// An action recorded with the `Codable` Swift synthesizes carries the `"type"` the recorder
/// added (`search.submitted`), which the DevTools list; its `"notation"` spells its values.
/// ```swift
/// let export = try ReduxDevToolsExport(writingTo: URL(fileURLWithPath: "session.devtools.json"))
/// try ActionLogInspection<AppAction>(path: "session.jsonl") { AppCore().dispatcher }.run(into: [export])
/// ```
package final class ReduxDevToolsExport: InspectorWriter {
    private let output: InspectorOutput
    private let maxAge: Int?
    private var storeKeys: [[UInt8]] = []
    private var clock = InspectorClock(created: "")
    private var actions: [UInt8] = []
    private var count: UInt64 = 0
    private var state: State = .new
    private var file: InspectorFile?
    /// The first seq exported, when known at ``begin(_:)``.
    private var windowStart: UInt64?
    private var recent: RecentSteps?
    private var committedStates: [[UInt8]] = []
    private var started = false
    private var staged: [UInt64] = [0]

    private enum State { case new, writing, finished }

    /// How many actions were left out (the first ones): 0 without a `maxAge` or when the replay
    /// had no more than `maxAge` actions. Final once ``finish(truncation:)`` returned.
    package private(set) var leftOut: UInt64 = 0
    /// The sequence number of the last action given to ``append(_:)`` (0: none).
    package var lastSequence: UInt64 { count }

    /// Creates a writer that hands the file's bytes to `output`, in order.
    /// - Parameters:
    ///   - maxAge: export only the last `maxAge` actions (at least 1); nil for all.
    ///   - output: receives the file, about 1 MiB at a time.
    package init(maxAge: Int? = nil, output: @escaping ([UInt8]) throws -> Void) {
        self.output = InspectorOutput(output)
        self.maxAge = maxAge.map { max($0, 1) }
    }

    /// Creates a writer that writes the history to a file, put in place when it is finished.
    ///
    /// As ``InspectorPage/init(writingTo:force:checkpointEvery:checkpointBytes:)``: written under a
    /// temporary name in the same directory, linked (with `force`, renamed) into place by
    /// ``finish(truncation:)``; nothing is left behind by a failed replay.
    /// - Parameters:
    ///   - url: the `file:` URL of the file to create.
    ///   - force: replace an existing file; without it an existing file is refused and left untouched.
    ///   - maxAge: export only the last `maxAge` actions (at least 1); nil for all.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/fileExists`` without `force`,
    ///   ``ActionLogError/Kind/cannotOpen(_:)``; later calls throw ``ActionLogError/Kind/writeFailed(_:)``.
    package convenience init(writingTo url: URL, force: Bool = false, maxAge: Int? = nil) throws {
        let file = try InspectorFile(url: url, force: force)
        self.init(maxAge: maxAge, output: file.write)
        self.file = file
    }

    /// Starts the history: the committed (initial) state and the first computed state, written
    /// now unless the first actions are left out.
    /// - Throws: ``InspectorError`` when called twice or with no state per store.
    package func begin(_ session: InspectorSession) throws {
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
        committedStates = session.initialStates
        if let maxAge {
            if let last = session.lastSequence {
                windowStart = last > UInt64(maxAge) ? last - UInt64(maxAge) + 1 : 1
            } else {
                recent = RecentSteps(capacity: maxAge)
            }
        }
        if windowStart ?? 1 == 1, recent == nil { try start() }
    }

    /// Adds the action and the app's state after it (or keeps it aside, or leaves it out).
    /// - Throws: ``InspectorError`` for a call out of order, or what the output throws.
    package func append(_ step: InspectorStep) throws {
        guard state == .writing else { throw InspectorError("append was called outside begin...finish") }
        guard step.sequence == count + 1 else {
            throw InspectorError("expected seq \(count + 1), got \(step.sequence)")
        }
        guard step.states.count == storeKeys.count else {
            throw InspectorError("seq \(step.sequence) has \(step.states.count) states for \(storeKeys.count) stores")
        }
        count = step.sequence
        if let windowStart, step.sequence < windowStart {
            leave(step)
            if step.sequence == windowStart - 1 { try start() }
        } else if recent != nil {
            if let oldest = recent?.push(step) { leave(oldest) }
        } else {
            try write(step)
        }
    }

    /// Writes the actions and the remaining fields, then a newline; a history created with
    /// ``init(writingTo:force:maxAge:)`` is then put in place.
    package func finish(truncation: ActionLogError?) throws {
        guard state == .writing else { throw InspectorError("finish was called without begin, or twice") }
        state = .finished
        for step in recent?.removeAll() ?? [] { try write(step) }
        if !started { try start() }
        try output.append("],\"actionsById\":{")
        try output.append(bytes: actions)
        actions = []
        let current = staged.count - 1
        try output.append(
            "},\"currentStateIndex\":\(current),\"isLocked\":false,\"isPaused\":false,\"monitorState\":{},")
        try output.append("\"nextActionId\":\(count + 1),\"skippedActionIds\":[],\"stagedActionIds\":[")
        var ids: [UInt8] = []
        for (index, id) in staged.enumerated() {
            if index > 0 { ids.append(UInt8(ascii: ",")) }
            JSONText.appendDecimal(id, to: &ids)
        }
        try output.append(bytes: ids)
        try output.append("]}\n")
        try output.flush()
        try file?.commit()
    }

    /// An action left out: its states may be the committed state, its time @@INIT's.
    private func leave(_ step: InspectorStep) {
        _ = clock.advance(to: step.time)
        committedStates = step.states
        leftOut = step.sequence
    }

    /// Writes the committed state, the first computed state and @@INIT.
    private func start() throws {
        started = true
        let committed = appState(committedStates)
        committedStates = []
        try output.append("{\"committedState\":")
        try output.append(bytes: committed)
        try output.append(",\"computedStates\":[{\"state\":")
        try output.append(bytes: committed)
        try output.append("}")
        var initAction = Array("{\"type\":\"@@INIT\"}".utf8)
        if leftOut > 0 {
            initAction = Array("{\"note\":".utf8)
            JSONText.appendString(
                "seq 1 to \(leftOut) are left out; this is the state after seq \(leftOut)", to: &initAction)
            initAction += Array(",\"type\":\"@@INIT\"}".utf8)
        }
        actions = Array("\"0\":{\"action\":".utf8) + initAction
        actions += Array(",\"timestamp\":\(clock.now),\"type\":\"PERFORM_ACTION\"}".utf8)
    }

    private func write(_ step: InspectorStep) throws {
        if !started { try start() }
        _ = clock.advance(to: step.time)
        try output.append(",{\"state\":")
        try output.append(bytes: appState(step.states))
        try output.append("}")
        actions += Array(",\"\(step.sequence)\":{\"action\":".utf8)
        actions += step.action
        actions += Array(",\"notation\":".utf8)
        JSONText.appendString(Self.notation(of: step.action), to: &actions)
        actions += Array(",\"timestamp\":\(clock.now),\"type\":\"PERFORM_ACTION\"}".utf8)
        staged.append(step.sequence)
    }

    /// The action's ``ActionNotation`` (its type name when it is not JSON).
    static func notation(of action: [UInt8]) -> String {
        guard let json = try? ActionLogJSON(parsing: action) else { return ActionTypeName.of(action) }
        return ActionNotation.text(of: json)
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
