import FluxActionLog
import Foundation

/// `--minimize OUT [--emit-test FILE]`, in the tool's process: ddmin over the log's causal
/// units (``LogMinimizer``), every candidate replayed in a child; then the test of the smallest
/// log, written by a child.
@MainActor
struct ReplayMinimizing {
    let request: ReplayToolRequest
    let output: ToolOutput
    let search: ReplayCrashSearch

    func run<Action: LoggableAction>(_: Action.Type, into path: String, emitsTest: Bool) throws -> ReplayToolStatus {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-replay-minimize-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let minimizer = LogMinimizer(
            subset: try ActionLogSubset<Action>(path: request.path), child: search.child,
            candidatePath: directory.appendingPathComponent("candidate.jsonl").path)
        let start = ContinuousClock.now
        let total = minimizer.subset.actions.count
        let progress = { (count: Int) in
            let seconds = Int((ContinuousClock.now - start).components.seconds)
            self.output.error("minimize: \(total) -> \(count) actions, \(minimizer.replays) replays, \(seconds) s")
        }
        guard try minimizer.checkWholeLog(), let target = minimizer.target else {
            output.error("nothing to minimize: \(request.path) replays without a crash or a broken invariant")
            return .usage
        }
        output.error("minimize: the log fails with \(target)")
        var reported = total
        minimizer.onSmaller = { count in
            if count < reported { progress(count) }
            reported = min(reported, count)
        }
        let indices = try minimizer.minimize()
        let file = try InspectorFile(url: URL(fileURLWithPath: path), force: request.force)
        try file.write(try minimizer.subset.log(indices))
        try file.commit()
        progress(indices.count)
        output.line("wrote \(path)")
        output.flush()
        guard emitsTest else { return .ok }
        return try emitTest(of: path, count: UInt64(indices.count))
    }

    /// Has a child write the test of the minimized log, with the crash it ends in if any.
    private func emitTest(of minimized: String, count: UInt64) throws -> ReplayToolStatus {
        let crash = try ReplayCrashSearch(child: search.child, path: minimized).first(last: count)
        let ended = try search.child.run(request, showsOutput: true, crashAt: crash?.sequence)
        if !ended.standardError.isEmpty { FileHandle.standardError.write(Data(ended.standardError.utf8)) }
        return ended.signal == nil ? ReplayToolStatus(rawValue: ended.status) ?? .failure : .crash
    }
}
