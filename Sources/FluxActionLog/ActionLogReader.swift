import Flux
import Foundation

/// Streams the records (``ActionLogRecord``) of an action log, one line at a time, checking each
/// as it goes.
///
/// The file is read in 64 KiB chunks: memory does not grow with the log. The header is read
/// and checked when the reader is created. Every problem is an ``ActionLogError`` naming the file
/// and line; after one, the reader stays failed and `next()` throws it again.
/// ```swift
/// let reader = try ActionLogReader<AppAction>(path: "session.jsonl")
/// while let record = try reader.next() { print(record.sequence, record.action) }
/// ```
public final class ActionLogReader<Action: LoggableAction> {
    /// The path, as given.
    public let path: String
    /// The log's header (line 1).
    public let header: ActionLogHeader
    /// The number of lines read so far (1 after the header).
    public private(set) var lineNumber: Int
    /// The sequence number the next record must have.
    public private(set) var nextSequence: UInt64 = 1
    private let lines: LogLineReader
    private let decoder = JSONDecoder()
    /// ``LoggableAction/loggedTypeNames``; empty: any type the action's decoder accepts.
    private let knownTypes = Action.loggedTypeNames
    private var failure: ActionLogError?
    /// A line read ahead (version 2: to see whether an action's completion follows), not yet
    /// counted in ``lineNumber``.
    private var peeked: LogLineReader.Line?

    /// Opens a log and reads its header.
    /// - Parameter path: the log file.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/cannotOpen(_:)``,
    ///   ``ActionLogError/Kind/emptyLog``, ``ActionLogError/Kind/missingHeader``,
    ///   ``ActionLogError/Kind/newerFormatVersion(found:supported:)``,
    ///   ``ActionLogError/Kind/truncatedLastLine``, or a field error in the header.
    public convenience init(path: String) throws {
        try self.init(path: path, chunkSize: 1 << 16, maximumLineLength: ActionLogFormat.maximumLineLength)
    }

    /// Opens the log at a `file:` URL and reads its header; see ``init(path:)``.
    /// - Parameter url: the log file.
    /// - Throws: what ``init(path:)`` throws, and ``ActionLogError/Kind/cannotOpen(_:)`` for a URL
    ///   that is not a `file:` URL.
    public convenience init(url: URL) throws {
        try self.init(path: ActionLogFileURL.path(of: url))
    }

    /// Opens a log with a given chunk size and line limit (tests use tiny ones).
    init(path: String, chunkSize: Int, maximumLineLength: Int) throws {
        self.path = path
        lines = try LogLineReader(path: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
        lineNumber = 1
        guard let first = try lines.next(lineNumber: 1) else {
            throw ActionLogError(file: path, line: nil, kind: .emptyLog)
        }
        guard first.isTerminated else { throw ActionLogError(file: path, line: 1, kind: .truncatedLastLine) }
        header = try Self.decodeHeader(first.bytes, path: path, decoder: decoder)
    }

    /// The bytes read so far, for progress reports.
    public var bytesRead: Int64 { lines.offset }

    /// The file's size, for progress reports.
    public var fileSize: Int64 { lines.fileSize }

    /// The next record, or nil at the end of the log.
    /// - Returns: the record, or nil after the last line.
    /// - Throws: ``ActionLogError`` naming the line: not JSON, unknown action type, missing or
    ///   invalid field, sequence gap, or ``ActionLogError/Kind/truncatedLastLine`` (every record
    ///   before it is valid).
    public func next() throws -> ActionLogRecord<Action>? {
        if let failure { throw failure }
        do {
            return try readRecord()
        } catch let error as ActionLogError {
            failure = error
            throw error
        }
    }

    private func readRecord() throws -> ActionLogRecord<Action>? {
        guard let line = try takeLine() else { return nil }
        lineNumber += 1
        guard line.isTerminated else { throw fail(.truncatedLastLine) }
        guard !line.bytes.isEmpty else { throw fail(.emptyLine) }
        if header.version >= 2, ActionLogFollowingLine.starts(line.bytes) {
            throw fail(.invalidValue(field: "seq", reason: "a completion or break line with no action line before it"))
        }
        let scan = ActionLogLineScan(line: line.bytes)
        let decoded: ActionLogRecordLine<Action>
        do {
            decoded = try decode(line.bytes, scan: scan)
        } catch let failure as ActionDecodingFailure {
            try checkType(failure.type, line: line.bytes)
            throw fail(DecodingErrorKind.kind(forAction: failure, line: line.bytes))
        } catch {
            throw fail(DecodingErrorKind.kind(for: error, line: line.bytes))
        }
        try checkDecodedType(scan.actionType, line: line.bytes)
        guard decoded.sequence == nextSequence else {
            throw fail(.sequenceGap(expected: nextSequence, found: decoded.sequence))
        }
        nextSequence += 1
        let actionLine = lineNumber
        guard header.version >= 2 else {
            return ActionLogRecord(
                sequence: decoded.sequence, action: decoded.action, digest: decoded.digest,
                states: decoded.states, time: decoded.time, line: actionLine, cause: nil, isCompleted: true,
                brokenInvariants: [])
        }
        let following = try readFollowing(decoded.sequence)
        return ActionLogRecord(
            sequence: decoded.sequence, action: decoded.action, digest: following.done?.digest,
            states: following.done?.states, time: decoded.time, line: actionLine, cause: decoded.cause,
            isCompleted: following.done != nil, brokenInvariants: following.broken)
    }

    /// The next line: the one read ahead, or a new one.
    private func takeLine() throws -> LogLineReader.Line? {
        if let line = peeked {
            peeked = nil
            return line
        }
        return try lines.next(lineNumber: lineNumber + 1)
    }

    /// Version 2: the break lines and the completion line of action `sequence`, reading up to
    /// the next action's line (left for the next record). No completion: the log ends there (the
    /// action was interrupted), or a truncated line follows (reported by the next call).
    private func readFollowing(_ sequence: UInt64) throws -> (done: ActionLogFollowingLine?, broken: [InvariantBreak]) {
        var broken: [InvariantBreak] = []
        while let line = try takeLine() {
            guard line.isTerminated, ActionLogFollowingLine.starts(line.bytes) else {
                peeked = line
                if line.isTerminated {
                    lineNumber += 1
                    throw fail(
                        .invalidValue(
                            field: "done", reason: "seq \(sequence) has no completion line, yet an action follows"))
                }
                return (nil, broken)
            }
            lineNumber += 1
            if ActionLogFollowingLine.isBareCompletion(line.bytes, of: sequence) {
                return (ActionLogFollowingLine(completion: sequence), broken)
            }
            let following: ActionLogFollowingLine
            do {
                following = try decoder.decode(ActionLogFollowingLine.self, from: line.bytes)
            } catch {
                throw fail(DecodingErrorKind.kind(for: error, line: line.bytes))
            }
            guard following.sequence == sequence else {
                let key = following.isDone ? "done" : "broke"
                throw fail(.invalidValue(field: key, reason: "expected \(sequence), found \(following.sequence)"))
            }
            broken += following.invariants?.map(\.invariantBreak) ?? []
            if following.isDone { return (following, broken) }
        }
        return (nil, broken)
    }

    /// A record line decoded: only its action when the scan has read the other fields (most
    /// lines), from the action's own bytes when the scan vouches for the rest of the line; else
    /// the whole line. A failure is always the line's (its error names the fields by their path).
    private func decode(_ line: Data, scan: ActionLogLineScan) throws -> ActionLogRecordLine<Action> {
        guard let fields = scan.fields else { return try decoder.decode(ActionLogRecordLine<Action>.self, from: line) }
        if let bytes = scan.action,
            let action = try? decoder.decode(Action.self, from: line.dropFirst(bytes.lowerBound).prefix(bytes.count))
        {
            return ActionLogRecordLine(action: action, fields: fields)
        }
        let action = try decoder.decode(ActionLogLineAction<Action>.self, from: line).action
        return ActionLogRecordLine(action: action, fields: fields)
    }

    /// With ``LoggableAction/loggedTypeNames``, requires the action of a line that has decoded to
    /// have a `"type"` that is one of them: the scan's (``ActionLogLineScan``), or the decoder's
    /// when the bytes are unusual.
    private func checkDecodedType(_ type: ActionLogLineType, line: Data) throws {
        guard !knownTypes.isEmpty else { return }
        switch type {
        case .name(let type): try checkType(type, line: line)
        case .none: try checkType(nil, line: line)
        case .unsure: try checkType((try? decoder.decode(ActionTypeLine.self, from: line))?.type, line: line)
        }
    }

    /// With ``LoggableAction/loggedTypeNames``, requires a `"type"` that is one of them.
    private func checkType(_ type: String?, line: Data) throws {
        guard !knownTypes.isEmpty else { return }
        guard let type else {
            do {
                _ = try decoder.decode(ActionTypeProbe.self, from: line)
            } catch {
                throw fail(DecodingErrorKind.kind(for: error, line: line))
            }
            throw fail(.missingField("action.type"))
        }
        guard knownTypes.contains(type) else { throw fail(.unknownActionType(type)) }
    }

    private func fail(_ kind: ActionLogError.Kind) -> ActionLogError {
        ActionLogError(file: path, line: lineNumber, kind: kind)
    }

    private static func decodeHeader(_ bytes: Data, path: String, decoder: JSONDecoder) throws -> ActionLogHeader {
        let fail = { (kind: ActionLogError.Kind) in ActionLogError(file: path, line: 1, kind: kind) }
        guard let probe = try? decoder.decode(ActionLogHeaderProbe.self, from: bytes),
            probe.format == ActionLogFormat.name
        else {
            if JSONNesting.isTooDeep(bytes) { throw fail(.nestedTooDeeply(limit: JSONNesting.limit)) }
            throw fail(.missingHeader)
        }
        if let version = probe.version {
            if version > ActionLogFormat.version {
                throw fail(.newerFormatVersion(found: version, supported: ActionLogFormat.version))
            }
            if version < 1 { throw fail(.invalidFormatVersion(version)) }
        }
        do {
            return try decoder.decode(ActionLogHeader.self, from: bytes)
        } catch {
            throw fail(DecodingErrorKind.kind(for: error, line: bytes))
        }
    }
}

extension ActionLogReader {
    /// Where the reader is: enough to come back to the same line later (time travel).
    struct Position {
        let offset: Int64
        let lineNumber: Int
        let nextSequence: UInt64
    }

    /// The reader's current position (before the next line).
    var position: Position {
        Position(offset: peeked?.offset ?? lines.offset, lineNumber: lineNumber, nextSequence: nextSequence)
    }

    /// Returns to a position taken earlier; clears a previous failure.
    func seek(to position: Position) throws {
        try lines.seek(to: position.offset)
        peeked = nil
        lineNumber = position.lineNumber
        nextSequence = position.nextSequence
        failure = nil
    }
}
