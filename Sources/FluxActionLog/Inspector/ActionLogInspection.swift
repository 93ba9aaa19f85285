import Flux
import Foundation

/// Replays a log into fresh stores and hands every action and the states after it to
/// ``InspectorWriter``s: the generic part of an inspector, for any app's log.
///
/// Every recorded digest is checked, as `--verify` checks them (``ActionLogReplayer``), but a
/// divergence does not stop the replay: the step where it happens carries
/// ``InspectorDigestCheck/diverged(_:)``, the later ones ``InspectorDigestCheck/notChecked``, and
/// ``ActionLogInspection/Summary/divergence`` reports it after the last action, so the file shows
/// the whole session with the divergence marked. A truncated last line ends the replay normally
/// (``Summary/truncation``); any other problem with the log is thrown.
/// ```swift
/// let inspection = try ActionLogInspection<AppAction>(path: "session.jsonl") { AppCore().dispatcher }
/// var html: [UInt8] = []
/// let page = InspectorPage { html += $0 }
/// let summary = try inspection.run(fileName: "session.jsonl", into: [page])
/// ```
@MainActor
package final class ActionLogInspection<Action: LoggableAction> {
    /// What a run did.
    package struct Summary: Sendable {
        /// The sequence number of the last action replayed (0: none).
        package let lastSequence: UInt64
        /// How many action lines' digests were checked and matched.
        package let verifiedDigests: Int
        /// The first divergence, as the ``ActionLogError`` `--verify` reports (kind
        /// ``ActionLogError/Kind/divergence(_:)``), or nil.
        package let divergence: ActionLogError?
        /// The truncated last line, when the log ends with one.
        package let truncation: ActionLogError?
    }

    private let replayer: ActionLogReplayer<Action>
    private let actionEncoder = LoggedActionEncoder()
    private let states: InspectedStates
    private var lastMatch: UInt64?
    private var divergence: ActionLogError?
    private var verifiedDigests = 0

    /// Opens a log and builds the replay dispatcher.
    /// - Parameters:
    ///   - path: the log file.
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else.
    /// - Throws: what ``ActionLogReplayer/init(path:verify:makeDispatcher:)`` throws.
    package init(path: String, makeDispatcher: () throws -> Dispatcher<Action>) throws {
        replayer = try ActionLogReplayer(path: path, verify: false, makeDispatcher: makeDispatcher)
        states = InspectedStates(names: replayer.dispatcher.stores.map(\.name))
    }

    /// Opens the log at a `file:` URL and builds the replay dispatcher; see
    /// ``init(path:makeDispatcher:)``.
    /// - Parameters:
    ///   - url: the log file.
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else.
    /// - Throws: what ``init(path:makeDispatcher:)`` throws, and ``ActionLogError/Kind/cannotOpen(_:)``
    ///   for a URL that is not a `file:` URL.
    package convenience init(url: URL, makeDispatcher: () throws -> Dispatcher<Action>) throws {
        try self.init(path: ActionLogFileURL.path(of: url), makeDispatcher: makeDispatcher)
    }

    /// The log's header.
    package var header: ActionLogHeader { replayer.header }
    /// The bytes of the log read so far, for progress reports.
    package var bytesRead: Int64 { replayer.reader.bytesRead }
    /// The log's size, for progress reports.
    package var fileSize: Int64 { replayer.reader.fileSize }

    /// Replays the log (up to `until`, inclusive, or to its end) into `writers`.
    /// - Parameters:
    ///   - fileName: the name the writers show; the path's last component by default.
    ///   - until: the last sequence number to replay; nil for all.
    ///   - writers: the files to write; each gets every call of ``InspectorWriter``.
    ///   - onStep: called with each sequence number once the writers have it (e.g. for progress).
    /// - Throws: ``ActionLogError`` for a bad line (`.storesDiffer` when the stores are not the
    ///   log's, `.stateEncoding` for a state that is not `Encodable`), or what a writer throws.
    /// - Returns: how far the replay went and what it found.
    package func run(
        fileName: String? = nil, until: UInt64? = nil, into writers: [any InspectorWriter],
        onStep: (UInt64) -> Void = { _ in }
    ) throws -> Summary {
        let path = replayer.reader.path
        let stores = replayer.dispatcher.stores
        guard stores.map(\.name) == header.stores else {
            throw ActionLogError(
                file: path, line: 1, kind: .storesDiffer(log: header.stores, replay: stores.map(\.name)))
        }
        let initial = try capture(line: 1)
        let initialCheck = check(header.digest, snapshot: header.states, sequence: 0, action: nil, line: 1)
        let name = fileName ?? URL(fileURLWithPath: path).lastPathComponent
        let last = LogLineCount.lastSequence(path: path).map { last in until.map { min($0, last) } ?? last }
        let session = InspectorSession(
            fileName: name, header: header, initialStates: initial, initialCheck: initialCheck, lastSequence: last)
        for writer in writers { try writer.begin(session) }
        let replay = try replayer.run(until: until) { record in
            let step = try inspect(record)
            for writer in writers { try writer.append(step) }
            onStep(step.sequence)
        }
        for writer in writers { try writer.finish(truncation: replay.truncation) }
        return Summary(
            lastSequence: replay.lastSequence, verifiedDigests: verifiedDigests, divergence: divergence,
            truncation: replay.truncation)
    }

    private func inspect(_ record: ActionLogRecord<Action>) throws -> InspectorStep {
        let states = try capture(line: record.line)
        let action: [UInt8]
        do {
            action = try actionEncoder.encode(record.action).json
        } catch {
            throw ActionLogError(file: replayer.reader.path, line: record.line, kind: .actionEncodingFailed("\(error)"))
        }
        let check =
            record.digest.map {
                self.check($0, snapshot: record.states, sequence: record.sequence, action: action, line: record.line)
            } ?? .notRecorded
        return InspectorStep(sequence: record.sequence, time: record.time, action: action, states: states, check: check)
    }

    private func capture(line: Int) throws -> [[UInt8]] {
        do {
            return try states.capture(replayer.dispatcher.stores.map(\.anyState))
        } catch let error as StateEncodingError {
            throw ActionLogError(file: replayer.reader.path, line: line, kind: .stateEncoding(error))
        }
    }

    /// Compares the stores' digests with `recorded` until the first divergence.
    private func check(
        _ recorded: [String: String], snapshot: [String: ActionLogJSON]?, sequence: UInt64, action: [UInt8]?, line: Int
    ) -> InspectorDigestCheck {
        guard divergence == nil else { return .notChecked }
        let differing = states.divergences(from: recorded, snapshot: snapshot)
        guard differing.isEmpty else {
            let report = ActionLogDivergence(
                sequence: sequence, action: action.map { String(decoding: $0, as: UTF8.self) }, lastMatch: lastMatch,
                stores: differing)
            divergence = ActionLogError(file: replayer.reader.path, line: line, kind: .divergence(report))
            return .diverged(differing)
        }
        if sequence > 0 { verifiedDigests += 1 }
        lastMatch = sequence
        return .matched
    }
}
