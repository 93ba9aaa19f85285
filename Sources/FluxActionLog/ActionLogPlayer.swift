import Flux
import Foundation

/// Time travel through a log: jump to any sequence number, step forward and back.
///
/// <doc:TimeTravel> explains checkpoints and what a jump costs.
///
/// Creating a player replays the whole log once (verifying it, by default) and keeps a
/// checkpoint of every store's state every `checkpointEvery` actions, or sooner, once 256 KiB
/// of log lines were read since the last checkpoint, with the file offset of the line that
/// follows. A jump restores the stores' states from the nearest checkpoint before the target
/// (with `Dispatcher.restore(_:)`, which sets every store before notifying) and replays from
/// the file, so it costs at most `checkpointEvery`
/// reductions and about 256 KiB of line decoding; stepping forward costs one. Memory holds the
/// checkpoints and one line, never the actions: a 1,000,000-action log of small actions with
/// the default K = 2,500 keeps 401 checkpoints (states share their unchanged storage,
/// copy-on-write).
///
/// Choosing K: a jump replays K/2 actions on average, 15-20 us each for small actions in a
/// release build (mostly `JSONDecoder`), so K = 2,500 keeps a random jump around 25-40 ms. The
/// byte limit keeps jumps that short when lines are large (decoding costs about as much per
/// byte whatever the line; a line carrying a page of 20 movies costs ~0.4 ms): a log of such
/// lines gets more checkpoints instead of slower jumps. Memory is at most
/// (log length / K + log bytes / 256 KiB) copies of the states.
///
/// A player created with `until` (``init(path:until:checkpointEvery:verify:onRecord:makeDispatcher:)``)
/// replays only that far first and reads the rest of the log when a move goes beyond it
/// (``reachedEnd`` says when all of it was read): stepping near the start of a huge log, or
/// of one whose later part is damaged, never reads that part.
///
/// Subscribers of the stores see every state a jump passes through; to show only where a jump
/// lands, render from the stores' states after `goto` returns.
/// ```swift
/// let player = try ActionLogPlayer<AppAction>(path: "session.jsonl") { try makeStoresOnly() }
/// try player.goto(120)
/// try player.stepBack()
/// ```
@MainActor
public final class ActionLogPlayer<Action: LoggableAction> {
    /// The most actions between two checkpoints (the most a jump replays): `checkpointEvery:`
    /// as given to the initializer, at least 1.
    public let checkpointEvery: Int
    /// Log bytes read after which a checkpoint is taken even before ``checkpointEvery`` actions.
    let checkpointBytes: Int64
    /// The sequence number of the log's last complete action.
    public private(set) var lastSequence: UInt64 = 0
    /// Whether the log was read to its end, so ``lastSequence`` is its last action: always after
    /// a player that replays all of it first; with `until`, once a move went past the end.
    public private(set) var reachedEnd = true
    /// The truncated last line, if the log ends with one (it is not part of the timeline).
    public private(set) var truncation: ActionLogError?
    /// The record at ``position``, nil at position 0.
    public private(set) var currentRecord: ActionLogRecord<Action>?
    private let replayer: ActionLogReplayer<Action>
    private var checkpoints: [Checkpoint] = []

    private struct Checkpoint {
        let sequence: UInt64
        let reader: ActionLogReader<Action>.Position
        let states: DispatcherSnapshot<Action>
    }

    /// Opens a log, replays all of it once and leaves the stores at its last action.
    /// - Parameters:
    ///   - path: the log file.
    ///   - checkpointEvery: K, actions between checkpoints (at least 1); see the type's notes.
    ///   - verify: check digests during the first pass (see ``ActionLogReplayer``).
    ///   - onRecord: called for each record of the first pass (e.g. a progress line).
    ///   - makeDispatcher: builds a dispatcher with fresh stores and nothing else.
    /// - Throws: what ``ActionLogReplayer`` throws; a truncated last line is kept in ``truncation``.
    public convenience init(
        path: String, checkpointEvery: Int = 2_500, verify: Bool = true,
        onRecord: (ActionLogRecord<Action>) -> Void = { _ in },
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws {
        try self.init(
            path: path, checkpointEvery: checkpointEvery, checkpointBytes: 1 << 18, verify: verify,
            onRecord: onRecord, makeDispatcher: makeDispatcher)
    }

    /// Opens the log at a `file:` URL, replays all of it once and leaves the stores at its last
    /// action; see ``init(path:checkpointEvery:verify:onRecord:makeDispatcher:)``.
    /// - Parameters:
    ///   - url: the log file.
    ///   - checkpointEvery: K, actions between checkpoints (at least 1).
    ///   - verify: check digests during the first pass.
    ///   - onRecord: called for each record of the first pass.
    ///   - makeDispatcher: builds a dispatcher with fresh stores and nothing else.
    /// - Throws: what ``init(path:checkpointEvery:verify:onRecord:makeDispatcher:)`` throws, and
    ///   ``ActionLogError/Kind/cannotOpen(_:)`` for a URL that is not a `file:` URL.
    public convenience init(
        url: URL, checkpointEvery: Int = 2_500, verify: Bool = true,
        onRecord: (ActionLogRecord<Action>) -> Void = { _ in },
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws {
        try self.init(
            path: ActionLogFileURL.path(of: url), checkpointEvery: checkpointEvery, verify: verify,
            onRecord: onRecord, makeDispatcher: makeDispatcher)
    }

    /// Opens a log and replays it only up to `until` first, keeping checkpoints: the rest of the
    /// log is read when a move goes beyond what was read (``reachedEnd`` says whether all was), so
    /// time travel near the start of a huge log does not wait for all of it to be replayed.
    /// - Parameters:
    ///   - path: the log file.
    ///   - until: the last action replayed first (the player is left there); beyond the log, the
    ///     player stops at its end, with ``reachedEnd`` true.
    ///   - checkpointEvery: K, actions between checkpoints (at least 1).
    ///   - verify: check digests the first time each action is read.
    ///   - onRecord: called for each record of the first pass.
    ///   - makeDispatcher: builds a dispatcher with fresh stores and nothing else.
    /// - Throws: what ``ActionLogReplayer`` throws; a truncated last line is kept in ``truncation``.
    public convenience init(
        path: String, until: UInt64, checkpointEvery: Int = 2_500, verify: Bool = true,
        onRecord: (ActionLogRecord<Action>) -> Void = { _ in },
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws {
        try self.init(
            path: path, checkpointEvery: checkpointEvery, checkpointBytes: 1 << 18, verify: verify, until: until,
            onRecord: onRecord, makeDispatcher: makeDispatcher)
    }

    /// The same with a given byte limit between checkpoints (tests use small ones).
    init(
        path: String, checkpointEvery: Int, checkpointBytes: Int64, verify: Bool, until: UInt64? = nil,
        onRecord: (ActionLogRecord<Action>) -> Void, makeDispatcher: () throws -> Dispatcher<Action>
    ) throws {
        self.checkpointEvery = max(checkpointEvery, 1)
        self.checkpointBytes = max(checkpointBytes, 1)
        replayer = try ActionLogReplayer(path: path, verify: verify, makeDispatcher: makeDispatcher)
        checkpoints.append(capture())
        try readAhead(until: until, onRecord: onRecord)
    }

    /// Reads and replays new records (verified, with checkpoints) from ``lastSequence`` on, up to
    /// `until` or the end of the log; the player is then at the last one read.
    private func readAhead(until: UInt64?, onRecord: (ActionLogRecord<Action>) -> Void = { _ in }) throws {
        var last = currentRecord
        let summary = try replayer.run(until: until) { record in
            if isCheckpointDue(after: record) { checkpoints.append(capture()) }
            last = record
            onRecord(record)
        }
        lastSequence = summary.lastSequence
        truncation = summary.truncation
        reachedEnd = summary.reachedEnd
        currentRecord = last
    }

    /// The dispatcher whose stores show the states at ``position``.
    public var dispatcher: Dispatcher<Action> { replayer.dispatcher }
    /// The log's header.
    public var header: ActionLogHeader { replayer.header }
    /// The sequence number of the last action applied (0: the initial states).
    public var position: UInt64 { replayer.position }
    /// How many checkpoints are kept (including the initial states).
    public var checkpointCount: Int { checkpoints.count }

    /// Moves the stores to the states right after action `sequence` (0: the initial states).
    /// - Parameter sequence: the sequence number to go to, from 0 to ``lastSequence``.
    /// - Throws: ``ActionLogError/Kind/sequenceOutOfRange(requested:last:)`` beyond ``lastSequence``
    ///   (nothing changes), or a read error.
    public func goto(_ sequence: UInt64) throws {
        if sequence > lastSequence, !reachedEnd {
            let start = position
            try goto(lastSequence)
            try readAhead(until: sequence)
            // Beyond the end: back where the move started, so a refused move changes nothing.
            if sequence > lastSequence { try goto(start) }
        }
        guard sequence <= lastSequence else {
            throw ActionLogError(
                file: replayer.reader.path, line: nil,
                kind: .sequenceOutOfRange(requested: sequence, last: lastSequence))
        }
        if sequence == position { return }
        let checkpoint = checkpoints[checkpointIndex(before: sequence)]
        if sequence < position || position < checkpoint.sequence { try restore(checkpoint) }
        while position < sequence {
            guard let record = try replayer.step(verify: false) else {
                throw ActionLogError(
                    file: replayer.reader.path, line: nil,
                    kind: .readFailed("the file ends before seq \(sequence); it changed after it was opened"))
            }
            currentRecord = record
        }
    }

    /// Applies the next action.
    /// - Returns: false at the end of the log (nothing changes).
    @discardableResult
    public func stepForward() throws -> Bool {
        if position == lastSequence, !reachedEnd {
            let before = position
            try readAhead(until: position + 1)
            return position > before
        }
        guard position < lastSequence else { return false }
        try goto(position + 1)
        return true
    }

    /// Goes back one action (costs at most ``checkpointEvery`` reductions).
    /// - Returns: false at position 0 (nothing changes).
    @discardableResult
    public func stepBack() throws -> Bool {
        guard position > 0 else { return false }
        try goto(position - 1)
        return true
    }

    /// What the action at `position` changed in each store (empty at position 0).
    /// - Returns: one ``StoreStateChange`` per store whose state the action changed, in reduce order.
    /// - Throws: ``ActionLogError/Kind/stateEncoding(_:)`` for a state that is not `Encodable`, or
    ///   a read error.
    public func changesOfCurrentAction() throws -> [StoreStateChange] {
        guard position > 0 else { return [] }
        let here = position
        let after = try snapshots()
        try goto(here - 1)
        let before = try snapshots()
        try goto(here)
        return zip(dispatcher.stores, zip(before, after)).compactMap { store, pair in
            let differences = ActionLogJSON.differences(from: pair.0, to: pair.1)
            return differences.isEmpty ? nil : StoreStateChange(store: store.name, differences: differences)
        }
    }

    private func snapshots() throws -> [ActionLogJSON] {
        let encoder = CanonicalStateEncoder()
        do {
            return try dispatcher.stores.map { try encoder.snapshot(of: $0) }
        } catch let error as StateEncodingError {
            throw ActionLogError(file: replayer.reader.path, line: nil, kind: .stateEncoding(error))
        }
    }

    /// Whether to keep a checkpoint after `record`: `checkpointEvery` actions or
    /// `checkpointBytes` of lines since the last one.
    private func isCheckpointDue(after record: ActionLogRecord<Action>) -> Bool {
        guard let last = checkpoints.last else { return true }
        return record.sequence - last.sequence >= UInt64(checkpointEvery)
            || replayer.reader.position.offset - last.reader.offset >= checkpointBytes
    }

    /// The index of the last checkpoint before `sequence` (strictly, so that the action at
    /// `sequence` is replayed and becomes `currentRecord`); 0 for sequence 0.
    private func checkpointIndex(before sequence: UInt64) -> Int {
        var low = 0
        var high = checkpoints.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if checkpoints[middle].sequence < sequence { low = middle } else { high = middle }
        }
        return low
    }

    private func capture() -> Checkpoint {
        Checkpoint(
            sequence: replayer.position, reader: replayer.reader.position,
            states: DispatcherSnapshot(of: dispatcher))
    }

    private func restore(_ checkpoint: Checkpoint) throws {
        try checkpoint.states.restore(into: dispatcher)
        try replayer.reader.seek(to: checkpoint.reader)
        replayer.position = checkpoint.sequence
        currentRecord = nil
    }
}
