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

    /// A record line, newline included; `stores` non-nil adds the digests (and snapshots).
    /// `action` is the action's JSON, as ``LoggedActionEncoder`` writes it.
    @MainActor
    mutating func record<StoreAction>(
        sequence: UInt64, action: [UInt8], stores: [AnyStore<StoreAction>]?, snapshots: Bool, now: Date?
    ) throws -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        append("{\"seq\":")
        JSONText.appendDecimal(sequence, to: &buffer)
        append(",\"action\":")
        buffer.append(contentsOf: action)
        if let stores { try appendStates(stores, snapshots: snapshots) }
        if let now {
            append(",\"time\":")
            appendTime(now)
        }
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
