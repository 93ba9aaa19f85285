import Foundation

/// Replays a log with verification in a child process of this very program (`replay LOG
/// --verify --print final`, stdout discarded), so that a crash ends only the child.
struct ReplayChild {
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
        self.environment = environment
    }

    /// Replays the log at `path` in a child and classifies how it ended.
    /// - Throws: when the child cannot be started.
    func outcome(of path: String) throws -> ReplayOutcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["replay", path, "--verify", "--print", "final"]
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return ReplayOutcome.classify(
            signal: signal, status: process.terminationStatus, stderr: String(decoding: text, as: UTF8.self))
    }
}
