import Flux
import Foundation

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
    ///
    /// Only the header and the break lines are decoded: the action lines are recognized by
    /// their first bytes, so finding the failure of a long log costs a read of it, not a replay.
    /// - Parameters:
    ///   - path: the log.
    ///   - type: the log's action type.
    /// - Returns: the recorded crash or break, or nil.
    /// - Throws: ``ActionLogError`` for a file that cannot be read or a bad header.
    public static func find<Action: LoggableAction>(in path: String, as type: Action.Type) throws
        -> ActionLogRecordedFailure?
    {
        guard try ActionLogReader<Action>(path: path).header.version >= 2 else { return nil }
        let lines = try LogLineReader(path: path)
        var lineNumber = 1
        _ = try lines.next(lineNumber: lineNumber)
        var last: (sequence: UInt64, completed: Bool)?
        while let line = try lines.next(lineNumber: lineNumber + 1), line.isTerminated {
            lineNumber += 1
            if let sequence = number(after: actionPrefix, in: line.bytes) {
                last = (sequence, false)
            } else if let sequence = number(after: donePrefix, in: line.bytes), last?.sequence == sequence {
                last?.completed = true
            } else if line.bytes.starts(with: breakPrefix),
                let following = try? JSONDecoder().decode(ActionLogFollowingLine.self, from: line.bytes),
                let broken = following.invariants, !broken.isEmpty
            {
                return .invariantBreak(sequence: following.sequence, broken: broken.map(\.invariantBreak))
            }
        }
        guard let last, !last.completed else { return nil }
        return .crash(sequence: last.sequence)
    }

    private static let actionPrefix = Array(#"{"seq":"#.utf8)
    private static let donePrefix = Array(#"{"done":"#.utf8)
    private static let breakPrefix = Array(#"{"broke":"#.utf8)

    /// The decimal number right after `prefix` at the start of `bytes`, or nil.
    private static func number(after prefix: [UInt8], in bytes: Data) -> UInt64? {
        guard bytes.starts(with: prefix) else { return nil }
        var value: UInt64 = 0
        var digits = 0
        for byte in bytes.dropFirst(prefix.count) {
            guard byte >= 0x30, byte <= 0x39 else { break }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times + UInt64(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
