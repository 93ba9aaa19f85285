import Flux

/// One action of a log, decoded: its line and, in a version 2 log, its completion and break
/// lines.
///
/// ```json
/// {"seq":12,"action":{"type":"search.submitted","query":"love"},"time":"2026-01-02T03:04:05.123Z"}
/// {"done":12,"digest":{"search":"5d2f8a..."}}
/// ```
public struct ActionLogRecord<Action: LoggableAction>: Sendable {
    /// The sequence number: 1 for the first action after the header, then +1 per line.
    public let sequence: UInt64
    /// The action.
    public let action: Action
    /// The digest of each store's state after the action, when the recorder wrote one here.
    public let digest: [String: String]?
    /// Each store's state after the action, when the recorder wrote snapshots here.
    public let states: [String: ActionLogJSON]?
    /// The wall-clock time of the action, when recorded; informational only.
    public let time: String?
    /// The 1-based line number of the action's line in the file (the header is line 1).
    public let line: Int
    /// The log's number of the action that brought this one about: sent while it was dispatched,
    /// or by an effect its dispatch started; 0 for an action before the log's first (a
    /// checkpoint's); nil for none (what a person did) and in version 1 logs.
    public let cause: UInt64?
    /// Whether the action's dispatch was over when the log ended: false only for a version 2
    /// log's last action, when the process stopped during its dispatch (a crash).
    public let isCompleted: Bool
    /// The invariants the action broke, as the recorder saw them (version 2, debug builds).
    public let brokenInvariants: [InvariantBreak]
}

/// The decodable shape of a record line; the action type check happens in the reader.
struct ActionLogRecordLine<Action: LoggableAction>: Decodable {
    let sequence: UInt64
    let action: Action
    let digest: [String: String]?
    let states: [String: ActionLogJSON]?
    let time: String?
    let cause: UInt64?

    /// A line whose fields other than the action were read by ``ActionLogLineScan``.
    init(action: Action, fields: ActionLogLineScan.Fields) {
        sequence = fields.sequence
        self.action = action
        digest = nil
        states = nil
        time = fields.time
        cause = fields.cause
    }

    // The keys are file-level, not nested in this generic type: a nested key type would make
    // every container's metadata a run-time lookup, which costs more than the decoding itself.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RecordLineKey.self)
        sequence = try decodeSequence(container)
        do {
            action = try container.decode(Action.self, forKey: .action)
        } catch {
            throw ActionDecodingFailure(type: decodeActionType(container), underlying: error)
        }
        digest = container.contains(.digest) ? try container.decode([String: String].self, forKey: .digest) : nil
        states = container.contains(.states) ? try container.decode([String: ActionLogJSON].self, forKey: .states) : nil
        time = container.contains(.time) ? try? container.decode(String.self, forKey: .time) : nil
        cause = try container.decodeIfPresent(UInt64.self, forKey: .cause)
    }
}

private enum RecordLineKey: String, CodingKey { case seq, action, digest, states, time, cause }
private enum ActionTypeKey: String, CodingKey { case type }

/// The action of a record line whose other fields ``ActionLogLineScan`` has read: what
/// ``ActionLogRecordLine`` decodes of it, with the same errors.
struct ActionLogLineAction<Action: LoggableAction>: Decodable {
    /// The action.
    let action: Action

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RecordLineKey.self)
        do {
            action = try container.decode(Action.self, forKey: .action)
        } catch {
            throw ActionDecodingFailure(type: decodeActionType(container), underlying: error)
        }
    }
}

/// The action's `"type"` when it is a string (the reader decides whether one is required); nil
/// when the action is not an object, or its type is missing or not a string.
private func decodeActionType(_ container: KeyedDecodingContainer<RecordLineKey>) -> String? {
    try? container.nestedContainer(keyedBy: ActionTypeKey.self, forKey: .action).decode(String.self, forKey: .type)
}

/// A decoded line's action type as the decoder reads it, for the lines whose bytes
/// ``ActionLogLineScan`` leaves to it (escapes, repeated keys).
struct ActionTypeLine: Decodable {
    /// The action's `"type"` when it is a string.
    let type: String?

    init(from decoder: any Decoder) throws {
        type = decodeActionType(try decoder.container(keyedBy: RecordLineKey.self))
    }
}

/// Decodes `seq` as a number and checks it is a whole number >= 1 (Foundation reports a
/// negative or fractional value for an unsigned field as "not JSON", without the field).
private func decodeSequence(_ container: KeyedDecodingContainer<RecordLineKey>) throws -> UInt64 {
    let value = try container.decode(Double.self, forKey: .seq)
    let largest = 9_007_199_254_740_992.0  // 2^53: every whole number up to it is exact in JSON
    guard value <= largest else {
        throw DecodingError.dataCorruptedError(
            forKey: .seq, in: container, debugDescription: "too large: at most 9007199254740992")
    }
    guard value >= 1, value.rounded(.towardZero) == value else {
        throw DecodingError.dataCorruptedError(
            forKey: .seq, in: container,
            debugDescription: "expected a whole number >= 1, found \(ActionLogJSON.number(value).text)")
    }
    return UInt64(value)
}

/// An action that failed to decode, with the `"type"` it claimed (checked first by the reader).
struct ActionDecodingFailure: Error {
    let type: String?
    let underlying: any Error
}

/// `{"action":{"type": String}}`: decoded only to report precisely why a line that must have a
/// `"type"` lacks one (a missing field, a number, an action that is not an object).
struct ActionTypeProbe: Decodable {
    let action: ActionTypeProbeType

    struct ActionTypeProbeType: Decodable {
        let type: String
    }
}
