import Flux
import FluxActionLog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tool's own process: it reads logs but runs no reducer. It checks the request, looks for
/// the failure the log recorded, runs the mode in a child (``ReplayWorker``), and when a child
/// crashes finds the action that crashes and has the mode's output written up to the one before.
@MainActor
struct ReplayParent<Action: LoggableAction> {
    let tool: ReplayTool<Action>
    let request: ReplayToolRequest
    let output: ToolOutput
    let environment: [String: String]

    func run() -> ReplayToolStatus {
        do {
            let last = try preflight()
            let child = ReplayChildProcess(command: tool.command, environment: environment)
            let search = ReplayCrashSearch(child: child, path: request.path)
            if case .minimize(let path, let emitTest, _) = request.mode {
                return try ReplayMinimizing(request: request, output: output, search: search)
                    .run(Action.self, into: path, emitsTest: emitTest != nil)
            }
            return try replay(search: search, last: min(request.until ?? last, last))
        } catch {
            return ReplayFailureReport.report(error, output: output)
        }
    }

    /// Checks the log's header, the output files and `--until`; returns the log's last action.
    private func preflight() throws -> UInt64 {
        let header = try ActionLogReader<Action>(path: request.path).header
        guard header.app.name == tool.app else {
            throw ReplayToolUsageError("\(request.path) was recorded by \(header.app.name), not \(tool.app)")
        }
        for path in request.mode.outputs where !request.force && FileManager.default.fileExists(atPath: path) {
            throw ReplayToolUsageError("\(path) exists; --force replaces it")
        }
        let last = LogLineCount.lastSequence(path: request.path) ?? 0
        if let until = request.until, until > last {
            throw ReplayToolUsageError("--until \(until) is beyond the log's last action, seq \(last)")
        }
        return last
    }

    /// Runs the mode in a child, after the recorded failure's check; on a crash, finds its action.
    private func replay(search: ReplayCrashSearch, last: UInt64) throws -> ReplayToolStatus {
        if let recorded = try? ActionLogRecordedFailure.find(in: request.path, as: Action.self),
            recorded.sequence <= last
        {
            let outcome = try RecordedFailureCheck(search: search).check(recorded)
            guard let failing = outcome.failingAt else {
                let guarded = recorded.sequence
                let status = try worker(search.child, until: request.until, crashAt: isCrash(recorded) ? guarded : nil)
                output.error(outcome.notice)
                return status
            }
            let crashAt = outcome.status == .crash ? failing : nil
            let status = try worker(search.child, until: before(failing), crashAt: crashAt)
            output.error(outcome.notice)
            return status == .ok ? outcome.status : status
        }
        let ended = try search.child.run(request, showsOutput: true)
        forward(ended)
        guard ended.signal != nil else { return ReplayToolStatus(rawValue: ended.status) ?? .failure }
        guard let first = try search.first(last: last) else {
            output.error(
                "the replay crashed (\(ended.failure.map { "\($0)" } ?? "signal")), but no replay up to one action does"
            )
            return .failure
        }
        if !streams {
            let status = try worker(search.child, until: before(first.sequence), crashAt: first.sequence)
            guard status == .ok else { return status }
        }
        output.error("seq \(first.sequence) crashes the app: \(first.failure)")
        return .crash
    }

    /// Whether the mode's output for each action is out before the next one is replayed (so a
    /// child that crashed at N has written it for 1…N-1).
    private var streams: Bool {
        switch request.mode {
        case .print(let printed): printed != .final
        case .blame: true
        case .files, .emitTest, .minimize: false
        }
    }

    /// How far a mode replays when action `failing` fails: to the action before it; the
    /// generator of `--emit-test` goes to the end, and writes the failing action's test itself.
    private func before(_ failing: UInt64) -> UInt64? {
        if case .emitTest = request.mode { return request.until }
        return failing - 1
    }

    private func isCrash(_ recorded: ActionLogRecordedFailure) -> Bool {
        if case .crash = recorded, case .emitTest = request.mode { true } else { false }
    }

    /// Runs the mode in a child up to `until`, forwarding its messages; returns its status.
    private func worker(_ child: ReplayChildProcess, until: UInt64?, crashAt: UInt64?) throws -> ReplayToolStatus {
        var bounded = request
        bounded.until = until
        let ended = try child.run(bounded, showsOutput: true, crashAt: crashAt)
        forward(ended)
        if let failure = ended.failure, ended.signal != nil {
            output.error("the replay up to seq \(until ?? 0) crashed: \(failure)")
            return .crash
        }
        return ReplayToolStatus(rawValue: ended.status) ?? .failure
    }

    /// Writes a child's standard error on this process's, up to the runtime's crash report.
    private func forward(_ ended: ReplayChildProcess.Ended) {
        var lines: [Substring] = []
        for line in ended.standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            if ended.signal != nil, ActionLogFailure.trapKinds.contains(where: { line.contains("\($0): ") }) { break }
            lines.append(line)
        }
        let text = lines.joined(separator: "\n")
        guard !text.isEmpty else { return }
        output.flush()
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
