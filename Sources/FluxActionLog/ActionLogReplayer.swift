import Flux
import Foundation

/// Replays a log into fresh stores, optionally verifying the recorded digests action by action.
///
/// Replay dispatches the logged actions into a dispatcher that has stores only: no middleware,
/// hence no effects. Since reducers are pure and every effect result was logged as an action,
/// the replayed states equal the recorded ones; with `verify`, every digest in the log is
/// checked and the first mismatch stops the replay with an ``ActionLogDivergence``; so does the
/// first action that leaves a store breaking one of its invariants (`Invariant`), with
/// ``ActionLogError/Kind/invariantBroken(sequence:_:)``, checked before the action's digest.
/// <doc:RecordingAndReplaying> walks through recording and replaying a session.
/// ```swift
/// let replayer = try ActionLogReplayer<AppAction>(path: "session.jsonl") {
///     let dispatcher = Dispatcher<AppAction>()
///     try dispatcher.register(AppStores().all)
///     return dispatcher
/// }
/// let summary = try replayer.run()
/// ```
@MainActor
public final class ActionLogReplayer<Action: LoggableAction> {
    /// The dispatcher built by the factory; its stores hold the replayed states.
    public let dispatcher: Dispatcher<Action>
    /// The log being read (header, progress).
    public let reader: ActionLogReader<Action>
    /// Whether digests are checked.
    public let verifies: Bool
    /// The sequence number of the last action replayed (0: none yet).
    public internal(set) var position: UInt64 = 0
    /// The last sequence number whose digest matched (0: the header's), or nil.
    public private(set) var lastMatch: UInt64?
    /// How many action lines' digests matched so far.
    public private(set) var verifiedDigests = 0
    private let stateEncoder = CanonicalStateEncoder()

    /// Opens a log, builds the replay dispatcher and, with `verify`, checks the initial states.
    /// - Parameters:
    ///   - path: the log file.
    ///   - verify: check the stores' names and every digest against the replayed states.
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else
    ///     (subscribers such as a renderer are fine; middleware is refused).
    /// - Throws: ``ActionLogError`` for a bad header, ``ActionLogError/Kind/replayHasMiddleware(count:)``,
    ///   ``ActionLogError/Kind/replayNotFresh(sequence:)``, and with `verify`
    ///   ``ActionLogError/Kind/storesDiffer(log:replay:)``, ``ActionLogError/Kind/stateEncoding(_:)`` or
    ///   a ``ActionLogError/Kind/divergence(_:)`` at seq 0; any error `makeDispatcher` throws.
    public init(path: String, verify: Bool = true, makeDispatcher: () throws -> Dispatcher<Action>) throws {
        reader = try ActionLogReader(path: path)
        dispatcher = try makeDispatcher()
        verifies = verify
        // Replay reports broken invariants itself (with verification), as errors naming the
        // action; the dispatcher's debug-build check would stop the process instead.
        dispatcher.onInvariantBreak = { _, _ in }
        try checkDispatcher()
        restoreHeaderStates()
        if verify { try verifyInitialStates() }
    }

    /// Opens the log at a `file:` URL; see ``init(path:verify:makeDispatcher:)``.
    /// - Parameters:
    ///   - url: the log file.
    ///   - verify: check the stores' names and every digest against the replayed states.
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else.
    /// - Throws: what ``init(path:verify:makeDispatcher:)`` throws, and
    ///   ``ActionLogError/Kind/cannotOpen(_:)`` for a URL that is not a `file:` URL.
    public convenience init(url: URL, verify: Bool = true, makeDispatcher: () throws -> Dispatcher<Action>) throws {
        try self.init(path: ActionLogFileURL.path(of: url), verify: verify, makeDispatcher: makeDispatcher)
    }

    /// The log's header.
    public var header: ActionLogHeader { reader.header }

    /// Reads, dispatches and (with `verify`) checks the next action.
    /// - Returns: the record replayed, or nil at the end of the log.
    /// - Throws: ``ActionLogError`` for a bad line (including
    ///   ``ActionLogError/Kind/truncatedLastLine``), a ``ActionLogError/Kind/divergence(_:)`` or
    ///   ``ActionLogError/Kind/invariantBroken(sequence:_:)``.
    @discardableResult
    public func step() throws -> ActionLogRecord<Action>? {
        try step(verify: verifies)
    }

    /// Replays up to `until` (inclusive) or to the end of the log.
    ///
    /// A truncated last line ends the replay normally and is returned in the summary: every
    /// line before it has been replayed. Any other problem is thrown.
    /// - Parameters:
    ///   - until: the last sequence number to replay; nil for all.
    ///   - onRecord: called after each action is dispatched (and verified), e.g. to print.
    /// - Returns: what the replay did, as an ``ActionLogReplaySummary``.
    /// - Throws: ``ActionLogError`` (a bad line or a divergence) or what `onRecord` throws.
    public func run(
        until: UInt64? = nil, onRecord: (ActionLogRecord<Action>) throws -> Void = { _ in }
    ) throws -> ActionLogReplaySummary {
        while until.map({ position < $0 }) ?? true {
            let record: ActionLogRecord<Action>?
            do {
                record = try step()
            } catch let error as ActionLogError where error.isTruncatedLastLine {
                return summary(truncation: error, reachedEnd: true)
            }
            guard let record else { return summary(truncation: nil, reachedEnd: true) }
            try onRecord(record)
        }
        return summary(truncation: nil, reachedEnd: false)
    }

    func step(verify: Bool) throws -> ActionLogRecord<Action>? {
        guard let record = try reader.next() else { return nil }
        dispatcher.send(record.action)
        position = record.sequence
        if verify, let broken = dispatcher.brokenInvariants().first {
            throw ActionLogError(
                file: reader.path, line: record.line, kind: .invariantBroken(sequence: record.sequence, broken))
        }
        if verify, let digest = record.digest {
            try check(
                digest, snapshot: record.states, sequence: record.sequence, action: record.action, line: record.line)
            verifiedDigests += 1
        }
        return record
    }

    private func summary(truncation: ActionLogError?, reachedEnd: Bool) -> ActionLogReplaySummary {
        ActionLogReplaySummary(
            lastSequence: position, verifiedDigests: verifiedDigests, lastMatch: lastMatch,
            truncation: truncation, reachedEnd: reachedEnd)
    }

    private func checkDispatcher() throws {
        if dispatcher.middlewareCount > 0 {
            throw ActionLogError(
                file: reader.path, line: nil, kind: .replayHasMiddleware(count: dispatcher.middlewareCount))
        }
        if dispatcher.sequence != 0 {
            throw ActionLogError(file: reader.path, line: nil, kind: .replayNotFresh(sequence: dispatcher.sequence))
        }
    }

    private func verifyInitialStates() throws {
        let names = dispatcher.stores.map(\.name)
        guard names == header.stores else {
            throw ActionLogError(file: reader.path, line: 1, kind: .storesDiffer(log: header.stores, replay: names))
        }
        do {
            try CanonicalStateEncoder.requireEncodable(dispatcher.stores)
        } catch let error as StateEncodingError {
            throw ActionLogError(file: reader.path, line: nil, kind: .stateEncoding(error))
        }
        try check(header.digest, snapshot: header.states, sequence: 0, action: nil, line: 1)
    }

    /// Compares the replayed states with a recorded digest; throws the divergence if any store differs.
    private func check(
        _ recorded: [String: String], snapshot: [String: ActionLogJSON]?, sequence: UInt64, action: Action?, line: Int
    ) throws {
        var states: [[UInt8]] = []
        for store in dispatcher.stores {
            do {
                states.append(try stateEncoder.encode(store))
            } catch let error as StateEncodingError {
                throw ActionLogError(file: reader.path, line: line, kind: .stateEncoding(error))
            }
        }
        let differing = StoreDivergence.comparing(
            names: dispatcher.stores.map(\.name), states: states, digests: states.map { FNV1a64.hex(of: $0) },
            with: recorded, snapshot: snapshot)
        guard differing.isEmpty else {
            let divergence = ActionLogDivergence(
                sequence: sequence, action: action.map(Self.describe), lastMatch: lastMatch, stores: differing)
            throw ActionLogError(file: reader.path, line: line, kind: .divergence(divergence))
        }
        lastMatch = sequence
    }

    /// The action as compact JSON, as it appears in the log.
    static func describe(_ action: Action) -> String {
        LoggedActionEncoder().text(of: action)
    }
}
