import Flux
import FluxTextFormats

extension ActionLogError {
    /// What was wrong with a log, or with recording or replaying one; <doc:LogFormatV1> lists the
    /// messages a reader gives.
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// Recording would overwrite an existing file and `force` was not given.
        case fileExists
        /// The file could not be opened (the system's reason).
        case cannotOpen(String)
        /// Reading failed (the system's reason).
        case readFailed(String)
        /// Writing a line failed (the system's reason); recording stopped there.
        case writeFailed(String)
        /// An action could not be encoded; recording stopped there.
        case actionEncodingFailed(String)
        /// An action does not read back as it was written (its `init(from:)` does not read what
        /// its `encode(to:)` writes), so a log of it could never be replayed; recording stopped
        /// at the first action of its type. `type` is its type name (`(no type)` without one),
        /// `json` what it encodes as, `problem` what reading that back gives.
        case actionDoesNotRoundTrip(type: String, json: String, problem: String)
        /// A store's state could not be encoded for a digest or snapshot.
        case stateEncoding(StateEncodingError)
        /// The file is empty: not even a header.
        case emptyLog
        /// The first line is not an action-log header.
        case missingHeader
        /// The header's version is newer than this build reads.
        case newerFormatVersion(found: Int, supported: Int)
        /// The header's version is not a version that ever existed (below 1).
        case invalidFormatVersion(Int)
        /// The line is not JSON.
        case notJSON
        /// The line is JSON but not an object.
        case notAnObject
        /// The line is empty.
        case emptyLine
        /// The line is longer than ``ActionLogFormat/maximumLineLength``.
        case lineTooLong(limit: Int)
        /// The action's `"type"` is not one of the action type's ``LoggableAction/loggedTypeNames``.
        case unknownActionType(String)
        /// A required field is missing; the path is dotted, e.g. `action.query`.
        case missingField(String)
        /// A field is null where a value is required.
        case nullField(String)
        /// A field holds the wrong kind of JSON value, e.g. a string where an integer is needed.
        case wrongType(field: String, expected: String)
        /// A field holds a value its type rejects.
        case invalidValue(field: String, reason: String)
        /// A number (when known) does not fit the field that holds it; Foundation does not say
        /// which field.
        case numberOutOfRange(String?)
        /// The line's `"seq"` is not the next sequence number.
        case sequenceGap(expected: UInt64, found: UInt64)
        /// The last line has no newline: the recording was interrupted mid-write.
        case truncatedLastLine
        /// The stores replaying the log are not the stores that recorded it.
        case storesDiffer(log: [String], replay: [String])
        /// The replay dispatcher has middleware (replay needs stores only).
        case replayHasMiddleware(count: Int)
        /// The replay dispatcher has already dispatched actions (replay needs fresh stores).
        case replayNotFresh(sequence: UInt64)
        /// A replayed state's digest differs from the recorded one (see <doc:DigestsAndDivergence>).
        case divergence(ActionLogDivergence)
        /// A time-travel target beyond the log.
        case sequenceOutOfRange(requested: UInt64, last: UInt64)
        /// Replay with verification: action `sequence` left a store's state breaking one of the
        /// store's invariants (`Invariant`).
        case invariantBroken(sequence: UInt64, InvariantBreak)

        /// The message, without file and line.
        public var description: String {
            switch self {
            case .fileExists: return "already exists; refusing to overwrite it (force to replace it)"
            case .cannotOpen(let reason): return "cannot open: \(reason)"
            case .readFailed(let reason): return "cannot read: \(reason)"
            case .writeFailed(let reason): return "cannot write: \(reason); recording stopped"
            case .actionEncodingFailed(let reason):
                return "cannot encode an action: \(reason); recording stopped"
            case .actionDoesNotRoundTrip(let type, let json, let problem):
                return "action \(JSONText.quoted(type)) does not round-trip: it encodes as \(json) but \(problem); "
                    + "write init(from:) so that it reads what encode(to:) writes, or use the Codable Swift "
                    + "synthesizes; recording stopped"
            case .stateEncoding(let error): return "\(error)"
            case .emptyLog: return "empty log: the header line is missing"
            case .missingHeader:
                return "missing header: the first line must be {\"format\":\"\(ActionLogFormat.name)\",...}"
            case .newerFormatVersion(let found, let supported):
                return "format version \(found) is newer than this build understands (\(supported)); "
                    + "replay it with a newer build"
            case .invalidFormatVersion(let found): return "invalid format version \(found)"
            default: return lineDescription
            }
        }

        private var lineDescription: String {
            switch self {
            case .notJSON: return "not JSON"
            case .notAnObject: return "not a JSON object"
            case .emptyLine: return "empty line"
            case .lineTooLong(let limit): return "line longer than \(limit) bytes"
            case .unknownActionType(let name): return "unknown action type \(JSONText.quoted(name))"
            case .missingField(let field): return "missing field \"\(field)\""
            case .nullField(let field): return "field \"\(field)\" is null"
            case .wrongType(let field, let expected): return "field \"\(field)\" must be \(expected)"
            case .invalidValue(let field, let reason): return "invalid value in field \"\(field)\": \(reason)"
            case .numberOutOfRange(let number):
                return "\(number.map { "number \($0)" } ?? "a number") does not fit its field "
                    + "(a fraction, a negative or a too large number)"
            case .sequenceGap(let expected, let found): return "sequence gap: expected seq \(expected), found \(found)"
            case .truncatedLastLine:
                return "truncated last line (no newline at the end: the recording was interrupted "
                    + "mid-write); every line before it is complete"
            default: return replayDescription
            }
        }

        private var replayDescription: String {
            switch self {
            case .storesDiffer(let log, let replay):
                return "the log was recorded with stores \(list(log)) but the replay has \(list(replay))"
            case .replayHasMiddleware(let count):
                return "the replay dispatcher has \(count) middleware; replay needs stores only "
                    + "(no middleware, no effects)"
            case .replayNotFresh(let sequence):
                return "the replay dispatcher has already dispatched \(sequence) actions; replay needs fresh stores"
            case .divergence(let divergence): return "\(divergence)"
            case .sequenceOutOfRange(let requested, let last):
                return "no seq \(requested): the log holds seq 0...\(last)"
            case .invariantBroken(let sequence, let broken): return "seq \(sequence): \(broken)"
            default: return ""
            }
        }

        private func list(_ names: [String]) -> String {
            "[" + names.map { JSONText.quoted($0) }.joined(separator: ", ") + "]"
        }
    }
}
