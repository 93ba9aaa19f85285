import FluxActionLog
import FluxExploration
import Foundation

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ExploreTool {
    /// Explores every seed (the saved failures first); stops at the first new failure, which it
    /// writes, saves and reports. `progress` gets the exploration's and the sequence's seeds,
    /// and whether the sequence was saved or drawn, before each sequence runs.
    func explore(_ arguments: ExploreToolArguments, progress: URL) throws -> ExploreToolStatus {
        let explorer = explorer(arguments)
        let saved = ExplorationSavedFailures(directory: savedFolder(arguments))
        let known = try ExploreToolKnownFailures.read(arguments.known)
        var savedSeeds = try saved.seeds()
        for seed in arguments.seeds {
            let report = try explorer.explore(seed: seed, savedFirst: savedSeeds) { sequence in
                let origin = savedSeeds.contains(sequence) ? "saved" : "drawn"
                try? Data("\(seed.seedText) \(sequence.seedText) \(origin)\n".utf8).write(to: progress)
            }
            savedSeeds = []
            guard let found = report.counterexample else {
                print("\(program): \(report)")
                continue
            }
            if known.contains(found.failure.description) {
                print("\(program): a known failure (\(arguments.known ?? "")): \(report)")
                continue
            }
            let files = try write(found, of: explorer, into: URL(fileURLWithPath: arguments.out))
            let savedFile = try saved.save(found)
            print("\(program): \(report)")
            print(
                [
                    "  log:     \(files.log.path)",
                    "  test:    \(files.test.path)",
                    "  saved:   \(savedFile.path) (tried first next time)",
                    "  again:   \(again(seed))",
                    "  verify:  \(verify(files.log))",
                ].joined(separator: "\n"))
            return .failed
        }
        return .passed
    }

    /// Writes the log and the test of `found` into `directory` (created if missing).
    ///
    /// The same failure gives the same bytes, so a file already there with those bytes is kept;
    /// one with other bytes is never replaced: the write fails, naming it.
    /// - Returns: the two files.
    /// - Throws: ``ExploreToolFiles/Conflict`` for a file with other contents; what recording or
    ///   generating throws.
    func write(
        _ found: ExplorationCounterexample<App.Action>, of explorer: Explorer<App>, into directory: URL
    ) throws -> (log: URL, test: URL) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (log, test) = ExploreToolFiles.names(of: found.seed, in: directory)
        let partial = directory.appendingPathComponent(".\(log.lastPathComponent).\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: partial) }
        try explorer.recordLog(of: found, to: partial.path, app: app)
        let name = test.deletingPathExtension().lastPathComponent
        let text = try makeTestGenerator(name, log.lastPathComponent)
            .generate(from: ActionLogReader<App.Action>(path: partial.path), makeDispatcher: makeExpectedDispatcher)
        try ExploreToolFiles.place(try Data(contentsOf: partial), at: log)
        try ExploreToolFiles.place(Data(text.utf8), at: test)
        return (log, test)
    }

    /// The explorer, with the arguments' sequences a seed.
    func explorer(_ arguments: ExploreToolArguments) -> Explorer<App> {
        var options = ExplorationOptions()
        options.sequences = arguments.sequences
        return makeExplorer(options)
    }

    /// The folder of saved failures.
    func savedFolder(_ arguments: ExploreToolArguments) -> URL {
        arguments.saved.map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: arguments.out).appendingPathComponent("saved")
    }

    /// The command that explores `seed` again: the app's own options after it, else the
    /// environment before it. Each word is quoted as a shell needs it (``ShellWord``).
    func again(_ seed: UInt64) -> String {
        let options = againArguments.map { " " + ShellWord.quoted($0) }.joined()
        return "\(againArguments.isEmpty ? environment() : "")\(program) --seed \(seed.seedText)\(options)"
    }

    /// The command that verifies `log` with the replay tool.
    func verify(_ log: URL) -> String {
        "\(environment())\(program) \(replayTool.command) \(ShellWord.quoted(log.path)) --verify"
    }

    /// `NAME=value ` for each of ``environmentVariables`` set in `values` (this process's
    /// environment by default), in their order, the value quoted as a shell needs it.
    func environment(in values: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environmentVariables.compactMap { name in values[name].map { "\(name)=\(ShellWord.quoted($0)) " } }.joined()
    }
}
