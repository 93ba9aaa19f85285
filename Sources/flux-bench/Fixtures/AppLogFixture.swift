import BenchKit
import Flux
import Foundation
import MoviesApp

/// The movie-app session the action-log scenarios share: its actions, its recorded log and a
/// child process holding a time-travel player over it, each built once per run (untimed); the
/// files live in a temporary directory that `remove()` deletes.
@MainActor
final class AppLogFixture {
    /// A log recorded from a session, and what replaying it must give.
    struct RecordedLog {
        /// The log's path.
        let path: String
        /// Its size in bytes.
        let bytes: Int
        /// How many actions it holds.
        let count: Int
        /// The search store's `lastRequestID` after all of them.
        let lastRequestID: Int
    }

    /// The catalog the session's pages come from.
    let catalog: CatalogFixture
    private var directory: URL?
    private var sessions: [Int: SessionScript.Output] = [:]
    private var logs: [Int: RecordedLog] = [:]
    private var lines: [Int: LogLines] = [:]
    private var players: [Int: ChildProcess] = [:]
    private var fileCounter = 0
    /// Told what was built (e.g. printed on stderr), so a reader knows the workload.
    var onBuild: (String) -> Void = { _ in }

    /// Creates an empty fixture; nothing is built until asked for.
    init(catalog: CatalogFixture) {
        self.catalog = catalog
    }

    /// `count` actions of the session (see `SessionScript`).
    func session(count: Int) throws -> SessionScript.Output {
        if let session = sessions[count] { return session }
        var script = SessionScript(pages: SessionPages(catalog: try catalog.catalog()))
        let session = script.generate(count: count)
        sessions[count] = session
        return session
    }

    /// The session of `count` actions recorded as `record.1m` records it (built on first use,
    /// unless `record.1m` already kept one of its recordings).
    func log(count: Int) throws -> RecordedLog {
        if let log = logs[count] { return log }
        let path = try newFilePath()
        let recording = try AppLogRecording.record(session(count: count), to: path)
        return try keep(path, count: count, recording: recording)
    }

    /// Whether the log of `count` actions exists yet.
    func hasLog(count: Int) -> Bool {
        logs[count] != nil
    }

    /// Makes a recording at `path` the log of `count` actions (the scenarios' log is then
    /// one that `record.1m` timed, and need not be recorded once more).
    @discardableResult
    func keep(_ path: String, count: Int, recording: AppLogRecording.Result) throws -> RecordedLog {
        let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        let log = RecordedLog(path: path, bytes: bytes, count: count, lastRequestID: recording.lastRequestID)
        logs[count] = log
        let megabytes = NumberFormatting.megabytes(Double(bytes) / 1_000_000)
        onBuild(
            "recorded a \(NumberFormatting.grouped(count))-action log: \(megabytes) MB; \(try session(count: count).mix)"
        )
        return log
    }

    /// The record lines of the log (header dropped), in memory, for the decoding baseline.
    func lines(count: Int) throws -> LogLines {
        if let lines = lines[count] { return lines }
        let loaded = try LogLines(path: log(count: count).path)
        lines[count] = loaded
        return loaded
    }

    /// A child process holding a time-travel player over the log (`flux-bench --child
    /// timetravel`), started on first use and ready for jumps (its start is one full replay).
    func player(count: Int) throws -> ChildProcess {
        if let player = players[count] { return player }
        let player = try ChildProcess([ChildCommand.timeTravel, log(count: count).path])
        let ready = try player.nextReport()
        players[count] = player
        onBuild("time-travel player ready: \(ready["checkpoints"] ?? "?") checkpoints")
        return player
    }

    /// A path for a new file in the fixture's directory (created on first use).
    func newFilePath() throws -> String {
        let directory = try self.directory ?? makeDirectory()
        fileCounter += 1
        return directory.appendingPathComponent("session-\(fileCounter).jsonl").path
    }

    /// Deletes the directory and everything in it, and forgets what was built.
    func remove() {
        for player in players.values { try? player.finish() }
        players = [:]
        lines = [:]
        logs = [:]
        sessions = [:]
        guard let directory else { return }
        try? FileManager.default.removeItem(at: directory)
        self.directory = nil
    }

    private func makeDirectory() throws -> URL {
        let name = "flux-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        directory = url
        return url
    }
}
