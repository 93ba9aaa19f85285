import Foundation

/// A log's actions, read into memory, written back as logs that hold only some of them: the
/// candidates of minimizing a failing log (``DeltaDebugging``).
///
/// A written log has the original header line, byte for byte (so it replays from the same
/// states, and verifies them), and the chosen actions numbered from 1, without digests or times:
/// the states after a removed action differ from the recorded ones, so the digests would no
/// longer hold. Replay with verification still checks the header and every store invariant.
///
/// ```swift
/// let subset = try ActionLogSubset<AppAction>(path: "crash.jsonl")
/// try subset.write([0, 4, 5], to: "candidate.jsonl")
/// ```
public struct ActionLogSubset<Action: LoggableAction> {
    /// The log's header.
    public let header: ActionLogHeader
    /// The log's actions, in order (the action of seq N at index N - 1).
    public let actions: [Action]
    /// The header line as the file has it, with its line feed.
    let headerLine: [UInt8]
    /// The log read.
    let path: String

    /// Reads the log at `path`; a truncated last line is left out, as replay leaves it out.
    /// - Throws: ``ActionLogError`` for a file that cannot be read or a bad line.
    public init(path: String) throws {
        let reader = try ActionLogReader<Action>(path: path)
        var actions: [Action] = []
        do {
            while let record = try reader.next() { actions.append(record.action) }
        } catch let error as ActionLogError where error.isTruncatedLastLine {}
        header = reader.header
        self.actions = actions
        headerLine = try Self.firstLine(of: path)
        self.path = path
    }

    /// The bytes of a log holding the actions at `indices` (positions in ``actions``), in the
    /// order given, numbered from 1.
    /// - Throws: ``ActionLogError/Kind/actionEncodingFailed(_:)`` for an action that does not encode.
    public func log(_ indices: some Sequence<Int>) throws -> [UInt8] {
        var bytes = headerLine
        let encoder = LoggedActionEncoder()
        for (offset, index) in indices.enumerated() {
            bytes += Array(#"{"seq":\#(offset + 1),"action":"#.utf8)
            do {
                bytes += try encoder.encode(actions[index]).json
            } catch {
                throw ActionLogError(file: path, line: index + 2, kind: .actionEncodingFailed("\(error)"))
            }
            bytes += Array("}\n".utf8)
        }
        return bytes
    }

    /// Writes ``log(_:)`` of `indices` to `path`, replacing a file there.
    /// - Throws: what ``log(_:)`` throws, and ``ActionLogError/Kind/writeFailed(_:)``.
    public func write(_ indices: some Sequence<Int>, to path: String) throws {
        let bytes = try log(indices)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ActionLogError(file: path, line: nil, kind: .writeFailed(error.localizedDescription))
        }
    }

    /// The first line of the file, with its line feed.
    private static func firstLine(of path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ActionLogError(file: path, line: nil, kind: .cannotOpen("no such file or not readable"))
        }
        defer { try? handle.close() }
        var line: [UInt8] = []
        while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            if let end = chunk.firstIndex(of: 0x0A) {
                line += chunk[chunk.startIndex...end]
                return line
            }
            line += chunk
        }
        return line + [0x0A]
    }
}
