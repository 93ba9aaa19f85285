import Flux
import Foundation

/// Records every action that reaches a dispatcher's stores into an action log file.
///
/// It is a Flux `WriteAheadObserver`, so it sees exactly what the stores reduce, in order: actions
/// sent by the app, by middleware and by effects; never stopped ones. It writes version 2 of the
/// format (<doc:LogFormatV2>): each action's line, with its cause, is handed to the operating
/// system with one `write(2)` **before** the reducers run, and a completion line (with the digests
/// when due) when the action's dispatch is over. So a crash in a reducer, an observer or a
/// subscriber leaves the action on disk, marked as not completed, and an invariant the action
/// broke is written (debug builds) before the default handler stops the program. A crash while
/// a line is written loses at most that line (see ``ActionLogReader`` for how it is reported).
///
/// Create it after registering every store and before the first action to record; recording
/// ends when ``close()`` is called or the recorder is released. <doc:RecordingAndReplaying>
/// walks through recording and replaying a session.
///
/// The first action of every type name is checked to read back as it was written (see
/// ``ActionLogError/Kind/actionDoesNotRoundTrip(type:json:problem:)``): an action whose
/// `init(from:)` does not read what its `encode(to:)` writes stops the recording there, rather
/// than writing a log that could never be replayed. Later actions of a checked type cost a set
/// lookup. A recording that stops before its first action line, or cannot write its header,
/// removes the file it created (a header alone records nothing, and would make the next
/// recording to that path refuse it); one that stops later keeps the log, complete up to its
/// last line: a line that could be written only in part (a full disk) is cut off again.
/// ```swift
/// let recorder = try ActionLogRecorder(
///     path: "session.jsonl", dispatcher: dispatcher,
///     app: ActionLogApp(name: "flux-movies", version: "1.0.0"),
///     options: .init(digestEvery: 1))
/// ```
@MainActor
public final class ActionLogRecorder<Action: LoggableAction> {
    /// The log's path, as given.
    public let path: String
    /// The number of actions written so far.
    public private(set) var recordedCount: UInt64 = 0
    /// Why recording stopped early, if it did: a write that failed, an action that could not be
    /// encoded or does not round-trip (``ActionLogError/Kind/actionDoesNotRoundTrip(type:json:problem:)``).
    public private(set) var failure: ActionLogError?
    private let options: Options
    private var lines: ActionLogLineEncoder
    private var actionEncoder = LoggedActionEncoder()
    private var roundTrip = ActionRoundTripCheck<Action>()
    private let stores: [AnyStore<Action>]
    private let baseSequence: UInt64
    /// The lines written so far, the header's included (a failure names the line after them).
    private var linesWritten = 1
    private var file: LogFileWriter?
    private var token: SubscriptionToken?

    /// Starts recording: checks the states, creates the file and writes the header.
    /// - Parameters:
    ///   - path: the file to create.
    ///   - dispatcher: the dispatcher whose actions to record; its stores' states must be
    ///     `Encodable` (the header carries their digests).
    ///   - app: the application's name and version, for the header.
    ///   - options: overwrite, digests, snapshots and timestamps.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/stateEncoding(_:)`` naming a store whose
    ///   state is not `Encodable` (nothing is created), ``ActionLogError/Kind/fileExists`` without
    ///   ``Options/force``, ``ActionLogError/Kind/cannotOpen(_:)``, ``ActionLogError/Kind/writeFailed(_:)``.
    public init(path: String, dispatcher: Dispatcher<Action>, app: ActionLogApp, options: Options = Options()) throws {
        self.path = path
        self.options = options
        stores = dispatcher.stores
        baseSequence = dispatcher.sequence
        lines = ActionLogLineEncoder(storeNames: stores.map(\.name))
        let header: [UInt8]
        do {
            try CanonicalStateEncoder.requireEncodable(stores)
            header = try lines.header(app: app, stores: stores, snapshots: options.snapshots, now: options.clock())
        } catch let error as StateEncodingError {
            throw ActionLogError(file: path, line: nil, kind: .stateEncoding(error))
        }
        let file = try LogFileWriter(path: path, force: options.force)
        do {
            try file.write(header)
        } catch {
            // A header that cannot be written (a full disk) leaves no file behind: an empty or
            // cut one would only make the next recording to this path refuse it.
            file.closeAndRemove()
            throw error
        }
        self.file = file
        token = dispatcher.addWriteAheadObserver(
            WriteAheadObserver(
                willReduce: { [weak self] sequence, cause, action in self?.record(sequence, cause: cause, action) },
                didFinish: { [weak self] sequence in self?.finish(sequence) },
                invariantsBroken: { [weak self] sequence, broken in self?.write(broken, at: sequence) }))
    }

    /// Starts recording into the file at a `file:` URL; see ``init(path:dispatcher:app:options:)``.
    /// - Parameters:
    ///   - url: the file to create.
    ///   - dispatcher: the dispatcher whose actions to record.
    ///   - app: the application's name and version, for the header.
    ///   - options: overwrite, digests, snapshots and timestamps.
    /// - Throws: what ``init(path:dispatcher:app:options:)`` throws, and
    ///   ``ActionLogError/Kind/cannotOpen(_:)`` for a URL that is not a `file:` URL.
    public convenience init(url: URL, dispatcher: Dispatcher<Action>, app: ActionLogApp, options: Options = Options())
        throws
    {
        try self.init(path: ActionLogFileURL.path(of: url), dispatcher: dispatcher, app: app, options: options)
    }

    /// Whether actions are still being recorded (false after ``close()`` or a ``failure``).
    public var isRecording: Bool { file != nil }

    /// Stops recording and closes the file; later actions are not recorded.
    public func close() {
        token?.cancel()
        token = nil
        file?.close()
        file = nil
    }

    private func record(_ sequence: UInt64, cause: UInt64, _ action: Action) {
        guard let file else { return }
        let number = sequence &- baseSequence
        // A cause before the recording started is written as 0: "before this log's first action".
        let logCause: UInt64? = cause == 0 ? nil : (cause > baseSequence ? cause &- baseSequence : 0)
        do {
            let encoded = try roundTrip.check(action, encoded: actionEncoder.encode(action), encoder: &actionEncoder)
            let line = lines.action(
                sequence: number, action: encoded.json, cause: logCause,
                now: options.timestamps ? options.clock() : nil)
            try file.write(line)
            linesWritten += 1
            recordedCount = number
        } catch {
            fail(error)
        }
    }

    /// Writes the completion line of action `sequence`, with the digests when they are due.
    private func finish(_ sequence: UInt64) {
        guard let file else { return }
        let number = sequence &- baseSequence
        let every = UInt64(max(options.digestEvery, 0))
        let withDigest = every > 0 && number % every == 0
        do {
            try file.write(
                lines.done(sequence: number, stores: withDigest ? stores : nil, snapshots: options.snapshots))
            linesWritten += 1
        } catch {
            fail(error)
        }
    }

    /// Writes the break line of action `sequence` (before the dispatcher's invariant handler runs).
    private func write(_ broken: [InvariantBreak], at sequence: UInt64) {
        guard let file else { return }
        let number = sequence &- baseSequence
        do {
            try file.write(lines.broke(sequence: number, broken))
            linesWritten += 1
        } catch {
            fail(error)
        }
    }

    /// Stops recording with `error`, met writing the line after the last one written.
    private func fail(_ error: any Error) {
        let line = linesWritten + 1
        switch error {
        case let error as ActionLogError: stop(ActionLogError(file: path, line: line, kind: error.kind))
        case let error as StateEncodingError: stop(ActionLogError(file: path, line: line, kind: .stateEncoding(error)))
        default: stop(ActionLogError(file: path, line: line, kind: .actionEncodingFailed("\(error)")))
        }
    }

    /// Stops recording; before the first action line, removes the file (it holds a header only).
    private func stop(_ error: ActionLogError) {
        failure = error
        if recordedCount == 0 { file?.closeAndRemove() }
        close()
        options.onFailure?(error)
    }
}
