import Flux
import Foundation

/// Keeps the last actions of a session in memory, already encoded as action-log lines, with a
/// checkpoint of every store's state where they start; a crash writes them as a normal action
/// log that replays (with digests verified) up to the crash.
///
/// It is an action observer, like ``ActionLogRecorder``, but writes nothing to disk while the
/// app runs: each action costs its JSON encoding and a copy into a buffer. Every ``capacity``
/// actions it takes a checkpoint (the header of a log starting there, with every store's state
/// and digest) and drops the actions before the previous one, so the window holds the last
/// ``capacity`` to `2 * capacity` actions. Call ``ActionLogCrashHandler/install()`` once so that a
/// crash writes the window of the black box opened last to ``crashLogPath`` (and a note that
/// ``ActionLogCrashHandler/takeUnreportedCrash(in:)`` reads at the next start); ``write(to:)``
/// writes it now, with the same bytes.
/// ```swift
/// let blackBox = try ActionLogBlackBox(
///     dispatcher: dispatcher, app: ActionLogApp(name: "counter", version: "1.0.0"),
///     directory: "/var/lib/counter/crashes")
/// ActionLogCrashHandler.install()
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
    /// The memory the crash handler reads (invariant B1 of ``BlackBoxImage``).
    private let image: UnsafeMutablePointer<BlackBoxImage>

    /// Starts keeping the actions that reach `dispatcher`'s stores, from their states now.
    /// - Parameters:
    ///   - dispatcher: the dispatcher whose actions to keep; its stores' states must be `Codable`.
    ///   - app: the application's name and version, for the log's header.
    ///   - directory: where a crash writes the log (created then if missing).
    ///   - capacity: the number of last actions kept at least (1,000 by default).
    ///   - clock: the wall clock, for the headers' `created` and the file's name.
    /// - Throws: ``ActionLogError/Kind/stateEncoding(_:)`` naming a store whose state cannot be encoded.
    public init(
        dispatcher: Dispatcher<Action>, app: ActionLogApp, directory: String, capacity: Int = 1000,
        clock: @escaping @Sendable () -> Date = { Date() }
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
        } catch let error as StateEncodingError {
            image.pointee.deallocate()
            image.deallocate()
            throw ActionLogError(file: crashLogPath, line: nil, kind: .stateEncoding(error))
        }
        token = dispatcher.addObserver { [weak self] _, action in self?.keep(action) }
        ActionLogCrashHandler.open(image)
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
        var data = Data()
        let window = image.pointee
        let current = window.current
        let first = window.includesOlder ? 1 - current : current
        let header = first == 0 ? window.headers.0 : window.headers.1
        data.append(header.bytes, count: header.length)
        var sequence: UInt64 = 0
        for slot in first == current ? [current] : [first, current] {
            let buffer = slot == 0 ? window.lines.0 : window.lines.1
            let bytes = UnsafeBufferPointer(start: buffer.bytes, count: buffer.length)
            for line in bytes.split(separator: 0x0A) {
                sequence += 1
                data.append(contentsOf: Array("{\"seq\":\(sequence)".utf8))
                data.append(contentsOf: line)
                data.append(0x0A)
            }
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw ActionLogError(file: path, line: nil, kind: .writeFailed("\(error.localizedDescription)"))
        }
    }

    private func keep(_ action: Action) {
        do {
            let encoded = try roundTrip.check(action, encoded: actionEncoder.encode(action), encoder: &actionEncoder)
            recordedCount += 1
            append(encoded.json)
            sinceCheckpoint += 1
            if sinceCheckpoint >= capacity { try checkpoint() }
        } catch let error as ActionLogError {
            stop(ActionLogError(file: crashLogPath, line: nil, kind: error.kind))
        } catch let error as StateEncodingError {
            stop(ActionLogError(file: crashLogPath, line: nil, kind: .stateEncoding(error)))
        } catch {
            stop(ActionLogError(file: crashLogPath, line: nil, kind: .actionEncodingFailed("\(error)")))
        }
    }

    /// Appends `,"action":JSON}` and a line feed to the current slot.
    private func append(_ json: [UInt8]) {
        let (key, end) = (ActionLogBlackBoxFiles.actionKey, ActionLogBlackBoxFiles.lineEnd)
        if image.pointee.current == 0 {
            image.pointee.lines.0.append(key, json, end)
        } else {
            image.pointee.lines.1.append(key, json, end)
        }
    }

    /// A new checkpoint in the older slot, which becomes the current one; the current one
    /// becomes the older, and the window starts at its checkpoint. The switch is one store.
    private func checkpoint() throws {
        let header = try checkpointHeader()
        let next = 1 - image.pointee.current
        image.pointee.state = image.pointee.current << 1  // the older slot leaves the window first
        if next == 0 {
            image.pointee.headers.0.removeAll()
            image.pointee.lines.0.removeAll()
            image.pointee.headers.0.append(header)
        } else {
            image.pointee.headers.1.removeAll()
            image.pointee.lines.1.removeAll()
            image.pointee.headers.1.append(header)
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
