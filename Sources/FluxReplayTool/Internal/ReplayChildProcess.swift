import FluxActionLog
import Foundation

/// Starts the tool again in a child process of this very program (the app's own binary, with
/// the same command word), so that the app's reducers run there and a crash ends only the child.
///
/// The child's environment names it a child (``variable``): it runs the mode it is given in
/// process (``ReplayWorker``) instead of starting children of its own. The runtime's backtracer
/// is off in it (a crash then ends at once; its `Fatal error` line is still printed).
struct ReplayChildProcess {
    /// Set in a child's environment.
    static let variable = "FLUX_REPLAY_CHILD"
    /// Set in a child's environment to the action the parent found crashing (`--emit-test`).
    static let crashVariable = "FLUX_REPLAY_CRASH_AT"

    /// How a child ended.
    struct Ended {
        /// The signal that ended it, nil when it exited.
        let signal: Int32?
        /// Its exit status, when it exited.
        let status: Int32
        /// What it wrote on standard error.
        let standardError: String

        /// The failure it ended in, nil when it did not fail.
        var failure: ActionLogFailure? {
            ActionLogFailure.classify(signal: signal, status: status, stderr: standardError)
        }
    }

    /// This program's executable.
    let executable: URL
    /// The tool's command word.
    let command: String
    /// The children's environment.
    let environment: [String: String]

    /// A runner for this process, whose environment is `environment`.
    init(command: String, environment: [String: String]) {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        executable =
            FileManager.default.isExecutableFile(atPath: own.path)
            ? own : URL(fileURLWithPath: CommandLine.arguments[0])
        self.command = command
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[Self.variable] = "1"
        self.environment = environment
    }

    /// Whether this process is a child.
    static func isChild(_ environment: [String: String]) -> Bool { environment[variable] != nil }

    /// Runs `request` in a child; its standard output is this process's when `showsOutput`,
    /// discarded otherwise.
    /// - Throws: when the child cannot be started.
    func run(_ request: ReplayToolRequest, showsOutput: Bool, crashAt: UInt64? = nil) throws -> Ended {
        let process = Process()
        process.executableURL = executable
        process.arguments = [command] + request.arguments
        var environment = environment
        environment[Self.crashVariable] = crashAt.map { "\($0)" }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        if !showsOutput { process.standardOutput = FileHandle.nullDevice }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Ended(
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            status: process.terminationStatus, standardError: String(decoding: text, as: UTF8.self))
    }

    /// How replaying the log at `path` (up to `until`) fails in a child, nil when it does not;
    /// with `verify`, a broken invariant is a failure too.
    /// - Throws: when the child cannot be started.
    func failure(of path: String, until: UInt64? = nil, verify: Bool) throws -> ActionLogFailure? {
        try run(ReplayToolRequest(path: path, mode: .print(.none), until: until, verify: verify), showsOutput: false)
            .failure
    }
}
