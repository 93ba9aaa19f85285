import Flux
import Foundation

/// A log's actions, read into memory, written back as logs that hold only some of them: the
/// candidates of minimizing a failing log (``DeltaDebugging``).
///
/// A written log has the original header line, byte for byte (so it replays from the same
/// states, and verifies them), and the chosen actions numbered from 1, without digests or times:
/// the states after a removed action differ from the recorded ones, so the digests would no
/// longer hold. Replay with verification still checks the header and every store invariant.
///
/// From a version 2 log, each action keeps its cause, renumbered: an action whose cause is left
/// out gets cause 0 ("an action before this log"), and its recorded breaks. Each action is
/// followed by its completion line, except a last one that was not completed in the original
/// (the crash or break stays recorded).
///
/// ```swift
/// let subset = try ActionLogSubset<AppAction>(path: "crash.jsonl")
/// try subset.write([0, 4, 5], to: "candidate.jsonl")
/// ```
package struct ActionLogSubset<Action: LoggableAction> {
    /// The log's header.
    package let header: ActionLogHeader
    /// The log's actions, in order (the action of seq N at index N - 1); a minimizer may put a
    /// simpler action in the place of one.
    package var actions: [Action]
    /// Each action's cause (``ActionLogRecord/cause``), by the same index.
    package let causes: [UInt64?]
    /// Whether each action was completed (``ActionLogRecord/isCompleted``), by the same index.
    package let completions: [Bool]
    /// The invariants each action broke (``ActionLogRecord/brokenInvariants``), by the same index.
    package let breaks: [[InvariantBreak]]
    /// The header line as the file has it, with its line feed.
    let headerLine: [UInt8]
    /// The log read.
    let path: String

    /// Reads the log at `path`; a truncated last line is left out, as replay leaves it out.
    /// - Throws: ``ActionLogError`` for a file that cannot be read or a bad line.
    package init(path: String) throws {
        let reader = try ActionLogReader<Action>(path: path)
        var actions: [Action] = []
        var causes: [UInt64?] = []
        var completions: [Bool] = []
        var breaks: [[InvariantBreak]] = []
        do {
            while let record = try reader.next() {
                actions.append(record.action)
                causes.append(record.cause)
                completions.append(record.isCompleted)
                breaks.append(record.brokenInvariants)
            }
        } catch let error as ActionLogError where error.isTruncatedLastLine {}
        header = reader.header
        self.actions = actions
        self.causes = causes
        self.completions = completions
        self.breaks = breaks
        headerLine = try Self.firstLine(of: path)
        self.path = path
    }

    /// The units a causal minimization removes whole: each action the log gives no cause in it
    /// (what a person did, or one caused before the log) with every action it caused, directly or
    /// through others; each unit's indices in order, the units ordered by their first.
    ///
    /// A candidate made of whole units never keeps an effect's result without the action that
    /// started the effect: a history no run could produce. A version 1 log records no causes:
    /// every action is a unit of its own.
    package var causalUnits: [[Int]] {
        var roots = Array(actions.indices)
        for index in actions.indices {
            guard let cause = causes[index], cause > 0, Int(cause) <= index else { continue }
            roots[index] = roots[Int(cause) - 1]
        }
        var units: [Int: [Int]] = [:]
        for index in actions.indices { units[roots[index], default: []].append(index) }
        return units.keys.sorted().compactMap { units[$0] }
    }

    /// The bytes of a log holding the actions at `indices` (positions in ``actions``), in the
    /// order given, numbered from 1.
    /// - Throws: ``ActionLogError/Kind/actionEncodingFailed(_:)`` for an action that does not encode.
    package func log(_ indices: some Sequence<Int>) throws -> [UInt8] {
        var bytes = headerLine
        let encoder = LoggedActionEncoder()
        let chosen = Array(indices)
        let writesV2 = header.version >= 2
        // The new number of each chosen original index, for the causes.
        var renumbered: [Int: Int] = [:]
        for (offset, index) in chosen.enumerated() {
            renumbered[index] = offset + 1
            bytes += Array(#"{"seq":\#(offset + 1),"action":"#.utf8)
            do {
                bytes += try encoder.encode(actions[index]).json
            } catch {
                throw ActionLogError(file: path, line: nil, kind: .actionEncodingFailed("\(error)"))
            }
            if writesV2, let cause = causes[index] {
                let newCause = cause == 0 ? 0 : renumbered[Int(cause) - 1] ?? 0
                bytes += Array(#","cause":\#(newCause)"#.utf8)
            }
            bytes += Array("}\n".utf8)
            if writesV2, !breaks[index].isEmpty {
                bytes += Array(#"{"broke":\#(offset + 1)"#.utf8)
                InvariantBreakJSON.append(breaks[index], to: &bytes)
                bytes += Array("}\n".utf8)
            }
            let isLast = offset == chosen.count - 1
            if writesV2, completions[index] || !isLast { bytes += Array(#"{"done":\#(offset + 1)}"#.utf8) + [0x0A] }
        }
        return bytes
    }

    /// Writes ``log(_:)`` of `indices` to `path`, replacing a file there.
    /// - Throws: what ``log(_:)`` throws, and ``ActionLogError/Kind/writeFailed(_:)``.
    package func write(_ indices: some Sequence<Int>, to path: String) throws {
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
