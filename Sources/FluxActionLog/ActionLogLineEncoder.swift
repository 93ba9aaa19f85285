import Flux
import FluxTextFormats
import Foundation

/// Builds the bytes of header and record lines, reusing one buffer.
///
/// Lines are assembled by hand around the action's JSON (``LoggedActionEncoder``) so the key
/// order is fixed (`seq`, `action`, `digest`, `states`, `time`) and nothing is encoded twice.
struct ActionLogLineEncoder {
    private let stateEncoder = CanonicalStateEncoder()
    /// `"name":` for every store, JSON-escaped once.
    private let storeKeys: [[UInt8]]
    private var buffer: [UInt8] = []
    /// The formatted time up to the milliseconds (`2026-01-02T03:04:05.`) for `cachedSecond`:
    /// consecutive actions mostly fall in the same second, so only 3 digits are formatted.
    private var cachedSecond = Int64.min
    private var cachedPrefix: [UInt8] = []

    init(storeNames: [String]) {
        storeKeys = storeNames.map { name in
            var key: [UInt8] = []
            JSONText.appendString(name, to: &key)
            key.append(UInt8(ascii: ":"))
            return key
        }
    }

    /// The header line, newline included.
    @MainActor
    mutating func header<Action>(app: ActionLogApp, stores: [AnyStore<Action>], snapshots: Bool, now: Date) throws
        -> [UInt8]
    {
        buffer.removeAll(keepingCapacity: true)
        append("{\"format\":")
        JSONText.appendString(ActionLogFormat.name, to: &buffer)
        append(",\"version\":")
        appendDecimal(ActionLogFormat.version)
        append(",\"app\":{\"name\":")
        JSONText.appendString(app.name, to: &buffer)
        append(",\"version\":")
        JSONText.appendString(app.version, to: &buffer)
        append("},\"created\":")
        appendTime(now)
        append(",\"stores\":[")
        for (index, store) in stores.enumerated() {
            if index > 0 { append(",") }
            JSONText.appendString(store.name, to: &buffer)
        }
        append("]")
        try appendStates(stores, snapshots: snapshots)
        append("}\n")
        return buffer
    }

    /// A version 2 action line, newline included, written before the reducers run: `cause` is
    /// the log's number of the action that brought it about (0: one before the log), nil for
    /// none. `action` is the action's JSON, as ``LoggedActionEncoder`` writes it.
    mutating func action(sequence: UInt64, action: [UInt8], cause: UInt64?, now: Date?) -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        append("{\"seq\":")
        JSONText.appendDecimal(sequence, to: &buffer)
        append(",\"action\":")
        buffer.append(contentsOf: action)
        if let cause {
            append(",\"cause\":")
            JSONText.appendDecimal(cause, to: &buffer)
        }
        if let now {
            append(",\"time\":")
            appendTime(now)
        }
        append("}\n")
        return buffer
    }

    /// A version 2 completion line, newline included, written when the action's dispatch is
    /// over; `stores` non-nil adds the digests (and snapshots).
    @MainActor
    mutating func done<StoreAction>(sequence: UInt64, stores: [AnyStore<StoreAction>]?, snapshots: Bool) throws
        -> [UInt8]
    {
        buffer.removeAll(keepingCapacity: true)
        append("{\"done\":")
        JSONText.appendDecimal(sequence, to: &buffer)
        if let stores { try appendStates(stores, snapshots: snapshots) }
        append("}\n")
        return buffer
    }

    /// A version 2 break line, newline included: the invariants action `sequence` broke.
    mutating func broke(sequence: UInt64, _ broken: [InvariantBreak]) -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        append("{\"broke\":")
        JSONText.appendDecimal(sequence, to: &buffer)
        InvariantBreakJSON.append(broken, to: &buffer)
        append("}\n")
        return buffer
    }

    /// `,"digest":{...}` and, with snapshots, `,"states":{...}`, stores in reduce order.
    @MainActor
    private mutating func appendStates<Action>(_ stores: [AnyStore<Action>], snapshots: Bool) throws {
        let states = try stores.map { try stateEncoder.encode($0) }
        append(",\"digest\":{")
        for (index, state) in states.enumerated() {
            if index > 0 { append(",") }
            buffer.append(contentsOf: storeKeys[index])
            JSONText.appendString(FNV1a64.hex(of: state), to: &buffer)
        }
        append("}")
        guard snapshots else { return }
        append(",\"states\":{")
        for (index, state) in states.enumerated() {
            if index > 0 { append(",") }
            buffer.append(contentsOf: storeKeys[index])
            buffer.append(contentsOf: state)
        }
        append("}")
    }

    private mutating func appendTime(_ date: Date) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let millisecond = (milliseconds % 1000 + 1000) % 1000
        let second = (milliseconds - millisecond) / 1000
        if second != cachedSecond {
            cachedPrefix.removeAll(keepingCapacity: true)
            ActionLogTimestamp.append(millisecondsSince1970: second * 1000, to: &cachedPrefix)
            cachedPrefix.removeLast(4)
            cachedSecond = second
        }
        buffer.append(UInt8(ascii: "\""))
        buffer.append(contentsOf: cachedPrefix)
        DecimalText.append(millisecond, width: 3, to: &buffer)
        append("Z\"")
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    private mutating func appendDecimal(_ value: Int) {
        JSONText.appendDecimal(UInt64(clamping: value), to: &buffer)
    }
}
