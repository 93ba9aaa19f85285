import Flux
import FluxTextFormats
import Foundation

/// Keeps the last actions of a session in memory, already encoded as action-log lines, with a
/// checkpoint of every store's state where they start; a crash writes them as a normal action
/// log that replays (with digests verified) up to the crash.
///
/// It is a Flux `WriteAheadObserver`, like ``ActionLogRecorder``, but writes nothing to disk while
/// the app runs: each action costs its JSON encoding and a copy into a buffer, made before the
/// reducers run, so the action a reducer crashes on is in the window, marked as not completed;
/// an invariant it broke (debug builds) is kept before the default handler stops the program.
/// The log a crash writes is in version 2 of the format, with each action's cause numbered
/// within the window (0: an action before its checkpoint). Every ``capacity``
/// actions it takes a checkpoint (the header of a log starting there, with every store's state
/// and digest) and drops the actions before the previous one, so the window holds the last
/// ``capacity`` to `2 * capacity` actions. A crash writes the window of the black box opened
/// last to ``crashLogPath`` (and a note that ``ActionLogCrashHandler/takeUnreportedCrash(in:)``
/// reads at the next start): the first black box opened installs the process's crash handler
/// (signal handlers belong to the process; see ``ActionLogCrashHandler``). ``write(to:)`` writes
/// the window now, with the same bytes.
/// ```swift
/// let blackBox = try ActionLogBlackBox(
///     dispatcher: dispatcher, app: ActionLogApp(name: "counter", version: "1.0.0"),
///     directory: "/var/lib/counter/crashes")
/// ```
@MainActor
public final class ActionLogBlackBox<Action: LoggableAction> {
    /// The file a crash writes: `DIRECTORY/crash-YYYYMMDDTHHMMSSZ-PID.jsonl`.
    public let crashLogPath: String
    /// The number of actions a checkpoint is taken after (the window holds at least as many).
    public let capacity: Int
    /// The number of actions seen so far.
    public private(set) var recordedCount: UInt64 = 0
    /// Why the black box stopped keeping actions, if it did (an action that cannot be encoded
    /// or does not read back, a state that cannot be encoded at a checkpoint).
    public private(set) var failure: ActionLogError?
    private let app: ActionLogApp
    private let stores: [AnyStore<Action>]
    private let clock: @Sendable () -> Date
    private var lines: ActionLogLineEncoder
    private var actionEncoder = LoggedActionEncoder()
    private var roundTrip = ActionRoundTripCheck<Action>()
    private var token: SubscriptionToken?
    private var sinceCheckpoint = 0
    /// The bytes of one kept line being assembled (the cause's digits and the action's key).
    private var prefix: [UInt8] = []
    /// The memory the crash handler reads (invariant B1 of ``BlackBoxImage``).
    private let image: UnsafeMutablePointer<BlackBoxImage>

    /// Starts keeping the actions that reach `dispatcher`'s stores, from their states now.
    /// - Parameters:
    ///   - dispatcher: the dispatcher whose actions to keep; its stores' states must be `Codable`.
    ///   - app: the application's name and version, for the log's header.
    ///   - directory: where a crash writes the log (created then if missing).
    ///   - capacity: the number of last actions kept at least (1,000 by default).
    ///   - writesOnCrash: whether a crash writes the window to ``crashLogPath`` (the default).
    ///     The first black box that does installs the crash handler for the rest of the process;
    ///     false keeps this one out of it (``write(to:)`` still works).
    ///   - clock: the wall clock, for the headers' `created` and the file's name.
    /// - Throws: ``ActionLogError/Kind/stateEncoding(_:)`` naming a store whose state cannot be encoded.
    public init(
        dispatcher: Dispatcher<Action>, app: ActionLogApp, directory: String, capacity: Int = 1000,
        writesOnCrash: Bool = true, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.app = app
        self.capacity = max(capacity, 1)
        self.clock = clock
        stores = dispatcher.stores
        lines = ActionLogLineEncoder(storeNames: stores.map(\.name))
        let name = ActionLogBlackBoxFiles.crashLogName(
            at: clock(), processID: ProcessInfo.processInfo.processIdentifier)
        crashLogPath = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/" + name
        image = .allocate(capacity: 1)
        image.initialize(to: BlackBoxImage(directory: directory, name: name, capacity: self.capacity * 128))
        do {
            try CanonicalStateEncoder.requireEncodable(stores)
            image.pointee.headers.0.append(try checkpointHeader())
            image.pointee.bases.0 = dispatcher.sequence
        } catch let error as StateEncodingError {
            image.pointee.deallocate()
            image.deallocate()
            throw ActionLogError(file: crashLogPath, line: nil, kind: .stateEncoding(error))
        }
        token = dispatcher.addWriteAheadObserver(
            WriteAheadObserver(
                willReduce: { [weak self] _, cause, action in self?.keep(action, cause: cause) },
                didFinish: { [weak self] sequence in self?.finish(sequence) },
                invariantsBroken: { [weak self] _, broken in self?.keep(broken) }))
        if writesOnCrash {
            ActionLogCrashHandler.install()
            ActionLogCrashHandler.open(image)
        }
    }

    isolated deinit {
        close()
        image.pointee.deallocate()
        image.deallocate()
    }

    /// Whether actions are still kept (false after ``close()`` or a ``failure``).
    public var isOpen: Bool { token != nil }

    /// Stops keeping actions; a crash after it writes nothing.
    public func close() {
        token?.cancel()
        token = nil
        image.pointee.isOpen = 0
        ActionLogCrashHandler.closed(image)
    }

    /// Writes the window now, as a crash would, to `path` (replacing a file there).
    /// - Parameter path: the file to write.
    /// - Throws: ``ActionLogError/Kind/writeFailed(_:)``.
    public func write(to path: String) throws {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            throw ActionLogError(file: path, line: nil, kind: .writeFailed(String(cString: strerror(errno))))
        }
        let written = BlackBoxCrashWriter.writeLog(image, to: file)
        let failure = errno
        _ = Foundation.close(file)
        guard written else {
            throw ActionLogError(file: path, line: nil, kind: .writeFailed(String(cString: strerror(failure))))
        }
    }

    /// Keeps an action about to be reduced: its cause's digits, its key and its JSON.
    private func keep(_ action: Action, cause: UInt64) {
        do {
            let encoded = try roundTrip.check(action, encoded: actionEncoder.encode(action), encoder: &actionEncoder)
            recordedCount += 1
            prefix.removeAll(keepingCapacity: true)
            JSONText.appendDecimal(cause, to: &prefix)
            prefix.append(contentsOf: ActionLogBlackBoxFiles.actionKey)
            append(prefix, encoded.json)
        } catch {
            fail(error)
        }
    }

    /// Keeps the invariants the current action broke.
    private func keep(_ broken: [InvariantBreak]) {
        prefix.removeAll(keepingCapacity: true)
        prefix.append(UInt8(ascii: "B"))
        InvariantBreakJSON.append(broken, to: &prefix)
        append(prefix, [])
    }

    /// Marks the current action as completed; takes a checkpoint every ``capacity`` actions.
    private func finish(_ sequence: UInt64) {
        append(ActionLogBlackBoxFiles.completion, [])
        sinceCheckpoint += 1
        guard sinceCheckpoint >= capacity else { return }
        do {
            try checkpoint(at: sequence)
        } catch {
            fail(error)
        }
    }

    /// Stops keeping actions because of `error`.
    private func fail(_ error: any Error) {
        let kind: ActionLogError.Kind =
            switch error {
            case let error as ActionLogError: error.kind
            case let error as StateEncodingError: .stateEncoding(error)
            default: .actionEncodingFailed("\(error)")
            }
        stop(ActionLogError(file: crashLogPath, line: nil, kind: kind))
    }

    /// Appends `first`, `second` and a line feed to the current slot: one kept line.
    private func append(_ first: [UInt8], _ second: [UInt8]) {
        let end = ActionLogBlackBoxFiles.lineFeed
        if image.pointee.current == 0 {
            image.pointee.lines.0.append(first, second, end)
        } else {
            image.pointee.lines.1.append(first, second, end)
        }
    }

    /// A new checkpoint in the older slot, which becomes the current one; the current one
    /// becomes the older, and the window starts at its checkpoint. The switch is one store.
    private func checkpoint(at sequence: UInt64) throws {
        let header = try checkpointHeader()
        let next = 1 - image.pointee.current
        image.pointee.state = image.pointee.current << 1  // the older slot leaves the window first
        if next == 0 {
            image.pointee.headers.0.removeAll()
            image.pointee.lines.0.removeAll()
            image.pointee.headers.0.append(header)
            image.pointee.bases.0 = sequence
        } else {
            image.pointee.headers.1.removeAll()
            image.pointee.lines.1.removeAll()
            image.pointee.headers.1.append(header)
            image.pointee.bases.1 = sequence
        }
        image.pointee.state = next << 1 | 1
        sinceCheckpoint = 0
    }

    /// A header with every store's state and `"checkpoint":true` last.
    private func checkpointHeader() throws -> [UInt8] {
        var header = try lines.header(app: app, stores: stores, snapshots: true, now: clock())
        header.removeLast(2)  // "}\n"
        header.append(contentsOf: ActionLogBlackBoxFiles.checkpointEnd)
        return header
    }

    private func stop(_ error: ActionLogError) {
        failure = error
        close()
    }
}
