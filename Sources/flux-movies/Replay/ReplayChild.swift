import FluxActionLog
import Foundation

/// Replays a log in a child process of this very program (`replay LOG --print final`, stdout
/// discarded), so that a crash ends only the child.
///
/// The child's environment names it a child (``variable``): it replays as asked, without
/// looking for the log's recorded crash itself (which would start children of its own).
struct ReplayChild {
    /// Set in a child's environment.
    static let variable = "FLUX_MOVIES_REPLAY_CHILD"

    /// This program's executable.
    let executable: URL
    /// The child's environment: this process's, with the runtime's backtracer off (a crash
    /// then ends at once; its `Fatal error` line is still printed).
    let environment: [String: String]

    /// A child runner for this process, with `environment`.
    init(environment: [String: String]) {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        executable =
            FileManager.default.isExecutableFile(atPath: own.path)
            ? own : URL(fileURLWithPath: CommandLine.arguments[0])
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[Self.variable] = "1"
        self.environment = environment
    }

    /// Whether this process is a child replay.
    static func isChild(_ environment: [String: String]) -> Bool { environment[variable] != nil }

    /// Replays the log at `path` (with verification, up to `until`) in a child and returns the
    /// failure it ended in (``ActionLogFailure``), nil when it did not fail.
    /// - Throws: when the child cannot be started.
    func outcome(of path: String, verify: Bool = true, until: UInt64? = nil) throws -> ActionLogFailure? {
        let process = Process()
        process.executableURL = executable
        process.arguments =
            ["replay", path, "--print", "final"] + (verify ? ["--verify"] : [])
            + (until.map { ["--until", "\($0)"] } ?? [])
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return ActionLogFailure.classify(
            signal: signal, status: process.terminationStatus, stderr: String(decoding: text, as: UTF8.self))
    }
}
