import Flux
import FluxActionLog
import FluxTestGeneration
import Foundation

/// What runs in a child process of the tool: one mode's replay, in process, with the app's
/// reducers (``ReplayTool`` never runs them in its own process). Output is flushed after each
/// action's, so a crash in the next one loses none of it.
@MainActor
struct ReplayWorker<Action: LoggableAction> {
    let tool: ReplayTool<Action>
    let request: ReplayToolRequest
    let output: ToolOutput
    /// The action the parent found crashing (or recorded crashing, when it no longer does), for
    /// `--emit-test`'s regression test.
    let crash: (sequence: UInt64, reproduces: Bool)?

    func run() -> ReplayToolStatus {
        defer { output.flush() }
        do {
            switch request.mode {
            case .print(let printed): return try print(printed)
            case .blame(let field): return try blame(field)
            case .files(let html, let export): return try files(html: html, export: export)
            case .emitTest(let path, let name): return try emitTest(path, name: name, log: request.path)
            case .minimize(let path, _, _): return try emitTestOfMinimized(path)
            }
        } catch {
            return ReplayFailureReport.report(error, output: output)
        }
    }

    private func print(_ printed: ReplayToolMode.Printed) throws -> ReplayToolStatus {
        let replayer = try ActionLogReplayer(path: request.path, verify: request.verify) { try tool.makeDispatcher() }
        let line = StatesLine()
        let stores = replayer.dispatcher.stores
        if printed == .states { output.line(try line.text(sequence: 0, action: nil as Action?, stores: stores)) }
        output.flush()
        var last: Action?
        let summary = try replayer.run(until: request.until) { record in
            last = record.action
            guard printed == .states else { return }
            output.line(try line.text(sequence: record.sequence, action: record.action, stores: stores))
            output.flush()
        }
        if printed == .final {
            output.line(try line.text(sequence: summary.lastSequence, action: last, stores: stores))
        }
        output.flush()
        if let truncation = summary.truncation { return ReplayFailureReport.report(truncation, output: output) }
        if request.verify, summary.lastSequence > 0 {
            output.error(
                summary.verifiedDigests > 0
                    ? "verified the digests of \(summary.verifiedDigests) actions"
                    : "the log has no digests to verify after seq 0")
        }
        return .ok
    }

    private func blame(_ text: String) throws -> ReplayToolStatus {
        let blame = try ActionLogBlame(path: request.path, verify: request.verify) { try tool.makeDispatcher() }
        let field = try StateFieldPath(parsing: text, stores: blame.header.stores)
        let summary = try blame.run(field, until: request.until) { change in
            output.line(change.description)
            output.flush()
        }
        if summary.changes == 0 {
            output.error(
                "no action changed \(field) (\(summary.value?.text ?? "absent") up to seq \(summary.replay.lastSequence))"
            )
        }
        if let truncation = summary.replay.truncation { return ReplayFailureReport.report(truncation, output: output) }
        return .ok
    }

    private func files(html: String?, export: String?) throws -> ReplayToolStatus {
        let inspection = try ActionLogInspection(path: request.path) { try tool.makeDispatcher() }
        var writers: [any InspectorWriter] = []
        if let html { writers.append(try InspectorPage(writingTo: URL(fileURLWithPath: html), force: request.force)) }
        if let export {
            writers.append(try ReduxDevToolsExport(writingTo: URL(fileURLWithPath: export), force: request.force))
        }
        let summary = try inspection.run(until: request.until, into: writers)
        for path in [html, export].compactMap({ $0 }) { output.line("wrote \(path)") }
        let problems = [summary.divergence, summary.truncation].compactMap { $0 }
        for problem in problems { output.error("\(problem)") }
        return problems.isEmpty ? .ok : .failure
    }

    /// `--minimize OUT --emit-test FILE`: the parent minimized; the child writes the test of OUT.
    private func emitTestOfMinimized(_ minimized: String) throws -> ReplayToolStatus {
        guard case .minimize(_, let testPath?, let name) = request.mode else { return .ok }
        return try emitTest(testPath, name: name, log: minimized)
    }

    private func emitTest(_ path: String, name: String, log: String) throws -> ReplayToolStatus {
        guard let make = tool.makeTestGenerator else {
            output.error("\(tool.app) writes no tests: its ReplayTool has no makeTestGenerator")
            return .usage
        }
        var generator = make(name)
        let until = request.until.map { " --until \($0)" } ?? ""
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        generator.notes.append(
            "Made by: \(tool.app) \(tool.command) \(URL(fileURLWithPath: log).lastPathComponent)\(until) "
                + "--emit-test \(fileName) --name \(name)")
        let reader = try ActionLogReader<Action>(path: log)
        let text = try generator.generate(from: reader, until: request.until, crashingAt: crash?.sequence) {
            try tool.makeDispatcher()
        }
        let file = try InspectorFile(url: URL(fileURLWithPath: path), force: request.force)
        try file.write(Array(text.utf8))
        try file.commit()
        if let crash {
            output.line(
                crash.reproduces
                    ? "seq \(crash.sequence) crashes the app: the test expects it not to"
                    : "seq \(crash.sequence) crashed the app when recorded: the test guards the fix")
        }
        output.line("wrote \(path)")
        return .ok
    }
}
