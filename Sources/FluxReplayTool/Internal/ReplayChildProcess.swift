import FluxActionLog
import Foundation

/// Starts the tool again in a child process of this very program (the app's own binary, with
/// the same command word), so that the app's reducers run there and a crash ends only the child.
///
/// The child's environment names it a child (``variable``): it runs the mode it is given in
/// process (``ReplayWorker``) instead of starting children of its own.
///
/// The runtime's backtracer is on, non-interactive, in a child whose standard error is captured
/// (``CrashBacktrace/environmentValue``, about 0.01 s on a crash): its report names the app's
/// frame a crash is identified by (``ActionLogFailure``), and is cut from what the user is shown
/// (``Ended/standardError``). It is off (a crash then ends at once; its `Fatal error` line is
/// still printed) in a child that writes on this process's standard error, and in every child
/// of a process built with a sanitizer, where the backtracer cannot run (AddressSanitizer reports
/// its reads of the crashed stack as an error, ThreadSanitizer fails a check: either ends the
/// child with another status than the crash's signal).
package struct ReplayChildProcess {
    /// Set in a child's environment.
    package static let variable = "FLUX_REPLAY_CHILD"
    /// Set in a child's environment to the action the parent found crashing (`--emit-test`):
    /// `N`, or `N fixed` for a recorded crash that no longer reproduces.
    package static let crashVariable = "FLUX_REPLAY_CRASH_AT"

    /// The crash a child's parent told it: the action, and whether replaying it still crashes.
    package static func toldCrash(_ environment: [String: String]) -> (sequence: UInt64, reproduces: Bool)? {
        guard let value = environment[crashVariable] else { return nil }
        let parts = value.split(separator: " ")
        guard let first = parts.first, let sequence = UInt64(first) else { return nil }
        return (sequence, parts.count == 1)
    }

    /// How a child ended.
    package struct Ended {
        /// The signal that ended it, nil when it exited.
        package let signal: Int32?
        /// Its exit status, when it exited.
        package let status: Int32
        /// What it wrote on standard error (empty when it wrote on this process's), without the
        /// backtracer's report: what the user may be shown.
        package let standardError: String
        /// The runtime backtracer's report of its crash, empty when none.
        package let backtrace: String

        /// How a child ended; `standardError` is all it wrote there (the backtracer's report is
        /// set apart).
        package init(signal: Int32?, status: Int32, standardError: String) {
            self.signal = signal
            self.status = status
            (self.standardError, backtrace) = CrashBacktrace.split(standardError)
        }

        /// The failure it ended in, nil when it did not fail.
        package var failure: ActionLogFailure? {
            ActionLogFailure.classify(signal: signal, status: status, stderr: standardError + "\n" + backtrace)
        }
    }

    /// Which of this process's standard streams a child shares (the others are its own: input
    /// empty, output discarded, errors captured into ``Ended/standardError``).
    package struct Shared: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Standard input (an interactive mode's).
        package static let input = Shared(rawValue: 1)
        /// Standard output.
        package static let output = Shared(rawValue: 2)
        /// Standard error (a terminal's progress line; the crash report is then not captured).
        package static let errors = Shared(rawValue: 4)
    }

    /// This program's executable.
    let executable: URL
    /// The tool's command word.
    let command: String
    /// The children's environment.
    let environment: [String: String]
    /// The arguments of a probe: a replay of a log up to an action, with or without verifying,
    /// whose output is thrown away; its failure is read from its status and standard error.
    let probe: (_ path: String, _ until: UInt64?, _ verify: Bool) -> [String]

    /// A runner for this process, whose environment is `environment`.
    package init(
        command: String, environment: [String: String],
        probe: @escaping (_ path: String, _ until: UInt64?, _ verify: Bool) -> [String] = Self.toolProbe
    ) {
        self.probe = probe
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

    /// Whether this process was built with a sanitizer (its runtime's entry point is in the
    /// process), and so are its children: the backtracer cannot run there.
    static let isSanitized: Bool = {
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(process) }
        let entries: [String] = ["__asan_init", "__tsan_init", "__msan_init", "__hwasan_init"]
        return entries.contains { dlsym(process, $0) != nil }
    }()

    /// Whether this process is a child.
    package static func isChild(_ environment: [String: String]) -> Bool { environment[variable] != nil }

    /// The probe of ``ReplayTool``: `LOG --print none [--until N] [--verify]`.
    package static func toolProbe(path: String, until: UInt64?, verify: Bool) -> [String] {
        ReplayToolRequest(path: path, mode: .print(.none), until: until, verify: verify).arguments
    }

    /// Runs `request` in a child; its standard output is this process's when `showsOutput`,
    /// discarded otherwise.
    /// - Throws: when the child cannot be started.
    func run(_ request: ReplayToolRequest, showsOutput: Bool, crashAt: UInt64? = nil) throws -> Ended {
        try run(request.arguments, sharing: showsOutput ? .output : [], crashAt: crashAt)
    }

    /// Runs the tool in a child with `arguments`, sharing the streams `shared`, telling it the
    /// crash at `crashAt` (`fixed`: recorded, and no longer reproducing).
    /// - Throws: when the child cannot be started.
    package func run(_ arguments: [String], sharing shared: Shared, crashAt: UInt64?, fixed: Bool) throws -> Ended {
        try run(arguments, sharing: shared, crashAt: crashAt.map { fixed ? "\($0) fixed" : "\($0)" })
    }

    /// Runs the tool in a child with `arguments` (those after the command word), sharing the
    /// streams `shared`.
    /// - Throws: when the child cannot be started.
    package func run(_ arguments: [String], sharing shared: Shared, crashAt: UInt64? = nil) throws -> Ended {
        try run(arguments, sharing: shared, crashAt: crashAt.map { "\($0)" })
    }

    private func run(_ arguments: [String], sharing shared: Shared, crashAt: String?) throws -> Ended {
        var environment = environment
        environment[Self.crashVariable] = crashAt
        if !shared.contains(.errors), !Self.isSanitized {
            environment["SWIFT_BACKTRACE"] = CrashBacktrace.environmentValue
        }
        if shared == [.input, .output, .errors] {
            return try ReplayTerminalChild.run(executable.path, [command] + arguments, environment: environment)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [command] + arguments
        process.environment = environment
        if !shared.contains(.input) { process.standardInput = FileHandle.nullDevice }
        if !shared.contains(.output) { process.standardOutput = FileHandle.nullDevice }
        let errors = Pipe()
        if !shared.contains(.errors) { process.standardError = errors }
        try process.run()
        let text = shared.contains(.errors) ? Data() : errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Ended(
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            status: process.terminationStatus, standardError: String(decoding: text, as: UTF8.self))
    }

    /// How replaying the log at `path` (up to `until`) fails in a child, nil when it does not;
    /// with `verify`, a broken invariant is a failure too.
    /// - Throws: when the child cannot be started.
    package func failure(of path: String, until: UInt64? = nil, verify: Bool) throws -> ActionLogFailure? {
        try run(probe(path, until, verify), sharing: []).failure
    }
}
