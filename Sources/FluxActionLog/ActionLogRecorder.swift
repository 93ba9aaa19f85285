import Flux
import Foundation

/// Records every action that reaches a dispatcher's stores into an action log file.
///
/// It is an action observer, so it sees exactly what the stores reduced, in order: actions
/// sent by the app, by middleware and by effects; never stopped ones. Each line is handed to
/// the operating system with one `write(2)` before the next action is processed, so a crash
/// loses at most the line being written (see ``ActionLogReader`` for how that line is reported).
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
        token = dispatcher.addObserver { [weak self] sequence, action in
            self?.record(sequence, action)
        }
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

    private func record(_ sequence: UInt64, _ action: Action) {
        guard let file else { return }
        let number = sequence &- baseSequence
        let every = UInt64(max(options.digestEvery, 0))
        let withDigest = every > 0 && number % every == 0
        do {
            let encoded = try roundTrip.check(action, encoded: actionEncoder.encode(action), encoder: &actionEncoder)
            let line = try lines.record(
                sequence: number, action: encoded.json, stores: withDigest ? stores : nil,
                snapshots: options.snapshots, now: options.timestamps ? options.clock() : nil)
            try file.write(line)
            recordedCount = number
        } catch let error as ActionLogError {
            stop(ActionLogError(file: path, line: Int(clamping: number) + 1, kind: error.kind))
        } catch let error as StateEncodingError {
            stop(ActionLogError(file: path, line: Int(clamping: number) + 1, kind: .stateEncoding(error)))
        } catch {
            stop(ActionLogError(file: path, line: Int(clamping: number) + 1, kind: .actionEncodingFailed("\(error)")))
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
