import FluxActionLog
import FluxExploration
import FluxReplayTool
import Foundation
import MoviesApp
import MoviesExploration

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ExploreCommand {
    /// Runs the exploration in a child process and, when a signal ends it (a reducer or an
    /// effect crashed), records the crashing sequence in a second child and has the replay tool
    /// minimize its log and write its test, every reducer in children of the tool's own.
    static func supervise(
        _ parsed: ExploreArguments, arguments: [String], tool: ReplayTool<AppAction>
    ) throws -> Status {
        let progress = FileManager.default.temporaryDirectory.appendingPathComponent(
            "movies-explore-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: progress) }
        let child = try runChild(arguments + ["--child-progress", progress.path])
        guard child.terminationReason == .uncaughtSignal else {
            return Status(rawValue: child.terminationStatus) ?? .usage
        }
        let seeds = (try? String(contentsOf: progress, encoding: .utf8))?.split(whereSeparator: \.isWhitespace)
        guard let seeds, seeds.count == 3, let exploration = try? ExploreArguments.seed(String(seeds[0])),
            let sequence = try? ExploreArguments.seed(String(seeds[1]))
        else {
            printError(
                "movies-explore: the exploring child ended by signal \(child.terminationStatus) before a sequence")
            return .usage
        }
        let origin = seeds[2] == "saved" ? "saved sequence" : "sequence"
        let header =
            "\(origin) \(hex(sequence)) of exploration \(hex(exploration)) crashed the explorer (signal \(child.terminationStatus))"
        return try crashed(sequence, of: exploration, header: header, parsed, tool: tool)
    }

    /// Records, minimizes and reports the sequence of `seed` that crashed the explorer.
    static func crashed(
        _ seed: UInt64, of exploration: UInt64, header: String, _ parsed: ExploreArguments,
        tool: ReplayTool<AppAction>
    ) throws -> Status {
        let out = URL(fileURLWithPath: parsed.out)
        let (log, test) = ExploredFailureFiles.names(of: seed, in: out)
        let minimized = log.deletingPathExtension().appendingPathExtension("min.jsonl")
        // Written under their own names in a folder of their own first (the test's notes name
        // them), then moved into place unless other files are there.
        let partial = out.appendingPathComponent(".partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: partial) }
        let (partialLog, partialMinimized, partialTest) = (
            partial.appendingPathComponent(log.lastPathComponent),
            partial.appendingPathComponent(minimized.lastPathComponent),
            partial.appendingPathComponent(test.lastPathComponent)
        )
        let plant = parsed.plant.map { ["--plant", $0.rawValue] } ?? []
        let recorder = try runChild(["--record-sequence", hex(seed), "--log", partialLog.path] + plant)
        guard recorder.terminationReason == .uncaughtSignal else {
            printError("movies-explore: sequence \(hex(seed)) crashed the explorer, but not when recorded again")
            return .usage
        }
        let name = test.deletingPathExtension().lastPathComponent
        onStandardError {
            _ = tool.run([
                partialLog.path, "--minimize", partialMinimized.path, "--emit-test", partialTest.path, "--name", name,
            ])
        }
        let written = try [partialLog, partialMinimized, partialTest].map { try Data(contentsOf: $0) }
        for (data, file) in zip(written, [log, minimized, test]) { try ExploredFailureFiles.place(data, at: file) }
        let saved = try ExplorationSavedFailures(directory: savedFolder(parsed)).save(seed: seed, note: header)
        print("movies-explore: \(header)")
        print(
            [
                "  log:       \(log.path) (the sequence up to the crash)",
                "  minimized: \(minimized.path)",
                "  test:      \(test.path)",
                "  saved:     \(saved.path) (tried first next time)",
                "  again:     movies-explore --seed \(hex(exploration))\(plant.isEmpty ? "" : " " + plant.joined(separator: " "))",
                "  verify:    \(environment(parsed))movies-explore replay \(minimized.path) --verify",
            ].joined(separator: "\n"))
        return .failed
    }

    /// Runs `body` with standard output sent to standard error: the replay tool's lines (its
    /// progress, the files it wrote in the scratch folder) are details; standard output keeps
    /// the report alone.
    static func onStandardError(_ body: () -> Void) {
        fflush(nil)
        let output = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        defer {
            fflush(nil)
            dup2(output, STDOUT_FILENO)
            close(output)
        }
        body()
    }

    /// Records the sequence of `seed` into `log` (it is expected to crash this process).
    static func record(_ seed: UInt64, to log: String, _ parsed: ExploreArguments) throws -> Status {
        let failure = try explorer(parsed).recordSequence(seed: seed, to: log, app: ExploredFailureFiles.app)
        printError("movies-explore: sequence \(hex(seed)) did not crash\(failure.map { ": \($0)" } ?? "")")
        return .usage
    }

    /// The folder of saved failures.
    static func savedFolder(_ parsed: ExploreArguments) -> URL {
        parsed.saved.map(URL.init(fileURLWithPath:)) ?? URL(fileURLWithPath: parsed.out).appendingPathComponent("saved")
    }

    /// `MOVIES_EXPLORE_PLANT=name ` for a planted bug's commands, else nothing.
    static func environment(_ parsed: ExploreArguments) -> String {
        parsed.plant.map { "\(MoviesPlant.environmentVariable)=\($0.rawValue) " } ?? ""
    }

    /// Runs this executable with `arguments`, its standard output and error this process's,
    /// and waits for it to end.
    static func runChild(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        // The crash's message, without the runtime's backtrace of the child (the log and the
        // replay tool say where it crashed).
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        process.waitUntilExit()
        return process
    }
}
