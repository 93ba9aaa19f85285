import Flux
import FluxActionLog
import Foundation

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

    /// Runs the mode in children (``ReplaySupervisor``) and says what happened.
    private func replay(search: ReplayCrashSearch, last: UInt64) throws -> ReplayToolStatus {
        let supervisor = ReplaySupervisor(child: search.child, path: request.path)
        let outcome = try supervisor.run(Action.self, last: last, rerun: rerun, sharing: .output) { until in
            var bounded = request
            if let until { bounded.until = until }
            return bounded.arguments
        }
        if let event = outcome.event { output.error("\(event)") }
        return ReplayToolStatus(rawValue: outcome.status) ?? .failure
    }

    /// What the mode does when an action fails: output written action by action needs nothing
    /// more; the states at the end and the files are written again up to the action before;
    /// the test generator writes the failing action's test when told it.
    private var rerun: ReplaySupervisor.Rerun {
        switch request.mode {
        case .print(let printed): printed == .final ? .beforeFailure : .none
        case .blame: .none
        case .files, .minimize: .beforeFailure
        case .emitTest: .toldFailure
        }
    }
}
