import Flux

/// The failure a version 2 log recorded: the action a crash interrupted, or the first action that
/// broke an invariant.
///
/// The recorder writes each action before the reducers run and marks it completed when its
/// dispatch is over (<doc:LogFormatV2>), so a log whose last action is not completed ends with
/// the action the process died in. An invariant break is written before the dispatcher's handler
/// runs (whose default stops a debug build).
/// ```swift
/// if case .crash(let sequence) = try ActionLogRecordedFailure.find(in: "crash.jsonl", as: AppAction.self) {
///     print("the app crashed at seq \(sequence)")
/// }
/// ```
public enum ActionLogRecordedFailure: Equatable, Sendable {
    /// The process stopped during the dispatch of action `sequence` (its last).
    case crash(sequence: UInt64)
    /// Action `sequence` left stores breaking the `broken` invariants.
    case invariantBreak(sequence: UInt64, broken: [InvariantBreak])

    /// The action the failure happened at.
    public var sequence: UInt64 {
        switch self {
        case .crash(let sequence), .invariantBreak(let sequence, _): sequence
        }
    }

    /// Reads the log at `path` and returns its recorded failure: the first break, else an
    /// interrupted last action; nil when it recorded none (and for every version 1 log). A
    /// truncated last line is left out, as replay leaves it out.
    /// - Parameters:
    ///   - path: the log.
    ///   - type: the log's action type.
    /// - Returns: the recorded crash or break, or nil.
    /// - Throws: ``ActionLogError`` for a file that cannot be read or a bad line.
    public static func find<Action: LoggableAction>(in path: String, as type: Action.Type) throws
        -> ActionLogRecordedFailure?
    {
        let reader = try ActionLogReader<Action>(path: path)
        guard reader.header.version >= 2 else { return nil }
        var last: ActionLogRecord<Action>?
        do {
            while let record = try reader.next() {
                if !record.brokenInvariants.isEmpty {
                    return .invariantBreak(sequence: record.sequence, broken: record.brokenInvariants)
                }
                last = record
            }
        } catch let error as ActionLogError where error.isTruncatedLastLine {}
        guard let last, !last.isCompleted else { return nil }
        return .crash(sequence: last.sequence)
    }
}
