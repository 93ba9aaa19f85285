import FluxActionLog
import Foundation

/// Runs one mode of a replay tool in child processes, so that the tool's own process runs no
/// reducer: the failure the log recorded is checked first (``RecordedFailureCheck``), the mode
/// runs in a child, and when that child crashes the first crashing action N is found by
/// ``ReplayCrashSearch`` and the mode's output is written for the actions before N.
///
/// ``ReplayTool`` uses it, and so does an app whose replay command has modes of its own; the
/// caller words the ``Event`` (in its language) and exits with ``Outcome/status``.
package struct ReplaySupervisor {
    /// What the mode does when the action at N fails.
    package enum Rerun {
        /// Nothing: its output for each action is out before the next one is replayed.
        case none
        /// It runs again up to N-1 (a file, or output written at the end).
        case beforeFailure
        /// It runs again as asked, told N (`--emit-test` writes the test of the crash itself, and
        /// names it; its status is its own: 0 when the test is written).
        case toldFailure
    }

    /// What happened, for the caller to say on standard error.
    package enum Event: Equatable, CustomStringConvertible {
        /// The recorded crash at `sequence` reproduces.
        case recordedCrashReproduces(sequence: UInt64, failure: ActionLogFailure)
        /// Action `sequence` crashes, before the crash recorded at `recorded`.
        case crashesBeforeRecorded(sequence: UInt64, recorded: UInt64, failure: ActionLogFailure)
        /// The recorded crash at `sequence` no longer reproduces.
        case recordedCrashGone(sequence: UInt64)
        /// The recorded invariant break at `sequence` reproduces.
        case recordedBreakReproduces(sequence: UInt64, store: String, invariant: String)
        /// The recorded invariant break at `sequence` no longer reproduces.
        case recordedBreakGone(sequence: UInt64)
        /// Action `sequence` crashes the app (the log recorded no failure there).
        case crashes(sequence: UInt64, failure: ActionLogFailure)
        /// A child crashed, but no replay up to one action does (a crash outside the reducers).
        case crashedUnlocated(failure: ActionLogFailure?)

        /// The English sentence.
        package var description: String {
            switch self {
            case .recordedCrashReproduces(let sequence, let failure):
                "the recorded crash at seq \(sequence) reproduces: \(failure)"
            case .crashesBeforeRecorded(let sequence, let recorded, let failure):
                "seq \(sequence) crashes the app, before the recorded crash at seq \(recorded): \(failure)"
            case .recordedCrashGone(let sequence): "the recorded crash at seq \(sequence) no longer reproduces"
            case .recordedBreakReproduces(let sequence, let store, let invariant):
                "the recorded invariant break at seq \(sequence) reproduces: store \"\(store)\" broke \"\(invariant)\""
            case .recordedBreakGone(let sequence):
                "the recorded invariant break at seq \(sequence) no longer reproduces"
            case .crashes(let sequence, let failure): "seq \(sequence) crashes the app: \(failure)"
            case .crashedUnlocated(let failure):
                "the replay crashed (\(failure.map { "\($0)" } ?? "a signal")), but no replay up to one action does"
            }
        }
    }

    /// How a supervised mode ended.
    package struct Outcome {
        /// The status to exit with: the mode's own, or 3 (a crash) or 4 (a break) when it ended
        /// well up to the failing action.
        package let status: Int32
        /// What to say after the mode's output, if anything.
        package let event: Event?
    }

    /// The children's runner.
    package let child: ReplayChildProcess
    /// The log.
    package let path: String

    /// A supervisor of replays of the log at `path`.
    package init(child: ReplayChildProcess, path: String) {
        self.child = child
        self.path = path
    }

    /// Runs a mode in children.
    /// - Parameters:
    ///   - type: the log's action type.
    ///   - last: the last action the mode replays (the log's, or `--until`'s).
    ///   - rerun: what the mode does when an action fails.
    ///   - sharing: the streams the mode's child shares with this process.
    ///   - arguments: the mode's arguments, replaying up to the action given (nil: as asked).
    /// - Returns: the status to exit with and what to say.
    /// - Throws: when a child cannot be started.
    package func run<Action: LoggableAction>(
        _ type: Action.Type, last: UInt64, rerun: Rerun, sharing: ReplayChildProcess.Shared,
        arguments: (UInt64?) -> [String]
    ) throws -> Outcome {
        let search = ReplayCrashSearch(child: child, path: path)
        func mode(_ until: UInt64?, _ crashAt: UInt64?, fixed: Bool = false) throws -> ReplayChildProcess.Ended {
            try forward(child.run(arguments(until), sharing: sharing, crashAt: crashAt, fixed: fixed))
        }
        if let recorded = try? ActionLogRecordedFailure.find(in: path, as: type), recorded.sequence <= last {
            let check = try RecordedFailureCheck(search: search).check(recorded)
            guard let failing = check.failingAt else {
                let crashAt: UInt64? =
                    if case .crash = recorded, rerun == .toldFailure { recorded.sequence } else { nil }
                return Outcome(status: try mode(nil, crashAt, fixed: true).status, event: check.event)
            }
            let crashAt = check.status == 3 ? failing : nil
            if rerun == .toldFailure {
                // A test of a crash names it itself; a test of a break fails at it, said here.
                return told(try mode(nil, crashAt), event: crashAt == nil ? check.event : nil)
            }
            let ended = try mode(failing - 1, crashAt)
            if Self.outputClosed(ended) { return Outcome(status: 0, event: nil) }
            let status = ended.status == 0 && ended.signal == nil ? check.status : ended.status
            return Outcome(status: status, event: check.event)
        }
        let ended = try mode(nil, nil)
        guard ended.signal != nil else { return Outcome(status: ended.status, event: nil) }
        if Self.outputClosed(ended) { return Outcome(status: 0, event: nil) }
        guard let first = try search.first(last: last) else {
            return Outcome(status: 1, event: .crashedUnlocated(failure: ended.failure))
        }
        switch rerun {
        case .none: break
        case .toldFailure: return told(try mode(nil, first.sequence))
        case .beforeFailure:
            let again = try mode(first.sequence - 1, first.sequence)
            guard again.status == 0, again.signal == nil else { return Outcome(status: again.status, event: nil) }
        }
        return Outcome(status: 3, event: .crashes(sequence: first.sequence, failure: first.failure))
    }

    /// Whether a child ended because the reader of the standard output it shares closed it
    /// (`tool replay LOG --print states | head`): no crash to look for, the reader is done.
    private static func outputClosed(_ ended: ReplayChildProcess.Ended) -> Bool {
        ended.signal == SIGPIPE
    }

    /// A mode that was told the failing action writes what it is about (a test of the crash):
    /// its status is its own, and it names the action itself.
    private func told(_ ended: ReplayChildProcess.Ended, event: Event? = nil) -> Outcome {
        Outcome(status: ended.signal == nil ? ended.status : 3, event: event)
    }

    /// Writes a child's captured standard error on this process's, up to the runtime's crash
    /// report, and returns how it ended.
    private func forward(_ ended: ReplayChildProcess.Ended) -> ReplayChildProcess.Ended {
        var lines: [Substring] = []
        for line in ended.standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            if ended.signal != nil, ActionLogFailure.trapKinds.contains(where: { line.contains("\($0): ") }) { break }
            lines.append(line)
        }
        let text = lines.joined(separator: "\n")
        if !text.isEmpty { FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8)) }
        return ended
    }
}
