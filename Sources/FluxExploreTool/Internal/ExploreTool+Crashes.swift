import FluxExploration
import Foundation

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ExploreTool {
    /// Runs the exploration in a child process and, when a signal ends it (a reducer or an
    /// effect crashed), records the crashing sequence in a second child and has the replay tool
    /// minimize its log and write its test, every reducer in children of the tool's own.
    func supervise(_ parsed: ExploreToolArguments, arguments: [String]) throws -> ExploreToolStatus {
        let progress = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(program)-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: progress) }
        let child = try ExploreToolProcess.runChild(arguments + againArguments + ["--child-progress", progress.path])
        guard child.terminationReason == .uncaughtSignal else {
            return ExploreToolStatus(rawValue: child.terminationStatus) ?? .usage
        }
        let seeds = (try? String(contentsOf: progress, encoding: .utf8))?.split(whereSeparator: \.isWhitespace)
        guard let seeds, seeds.count == 3, let exploration = try? ExploreToolArguments.seed(String(seeds[0])),
            let sequence = try? ExploreToolArguments.seed(String(seeds[1]))
        else {
            ExploreToolProcess.printError(
                "\(program): the exploring child ended by signal \(child.terminationStatus) before a sequence")
            return .usage
        }
        let origin = seeds[2] == "saved" ? "saved sequence" : "sequence"
        let header = """
            \(origin) \(sequence.seedText) of exploration \(exploration.seedText) crashed the explorer \
            (signal \(child.terminationStatus))
            """
        return try crashed(sequence, of: exploration, header: header, parsed)
    }

    /// Records, minimizes and reports the sequence of `seed` that crashed the explorer.
    func crashed(
        _ seed: UInt64, of exploration: UInt64, header: String, _ parsed: ExploreToolArguments
    ) throws -> ExploreToolStatus {
        let out = URL(fileURLWithPath: parsed.out)
        let (log, test) = ExploreToolFiles.names(of: seed, in: out)
        let minimized = log.deletingPathExtension().appendingPathExtension("min.jsonl")
        // Written under their own names in a folder of their own first (the test's notes name
        // them), then moved into place unless other files are there.
        let partial = out.appendingPathComponent(".partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: partial) }
        let files = [log, minimized, test]
        let partialFiles = files.map { partial.appendingPathComponent($0.lastPathComponent) }
        let recorder = try ExploreToolProcess.runChild(
            ["--record-sequence", seed.seedText, "--log", partialFiles[0].path] + againArguments)
        guard recorder.terminationReason == .uncaughtSignal else {
            ExploreToolProcess.printError(
                "\(program): sequence \(seed.seedText) crashed the explorer, but not when recorded again")
            return .usage
        }
        let emitTest =
            replayTool.makeTestGenerator == nil
            ? [] : ["--emit-test", partialFiles[2].path, "--name", test.deletingPathExtension().lastPathComponent]
        let status = ExploreToolProcess.onStandardError {
            replayTool.run([partialFiles[0].path, "--minimize", partialFiles[1].path] + emitTest)
        }
        guard status == .ok else {
            ExploreToolProcess.printError(
                "\(program): the replay tool could not minimize the crash's log (status \(status.rawValue))")
            return .usage
        }
        for (written, file) in zip(partialFiles, files) where FileManager.default.fileExists(atPath: written.path) {
            try ExploreToolFiles.place(try Data(contentsOf: written), at: file)
        }
        let saved = try ExplorationSavedFailures(directory: savedFolder(parsed)).save(seed: seed, note: header)
        print("\(program): \(header)")
        print(
            [
                "  log:       \(log.path) (the sequence up to the crash)",
                "  minimized: \(minimized.path)",
                emitTest.isEmpty
                    ? "  test:      none (the replay tool has no test generator)" : "  test:      \(test.path)",
                "  saved:     \(saved.path) (tried first next time)",
                "  again:     \(again(exploration))",
                "  verify:    \(verify(minimized))",
            ].joined(separator: "\n"))
        return .failed
    }

    /// Records the sequence of `seed` into `log` (it is expected to crash this process).
    func record(_ seed: UInt64, to log: String, _ parsed: ExploreToolArguments) throws -> ExploreToolStatus {
        let failure = try explorer(parsed).recordSequence(seed: seed, to: log, app: app)
        ExploreToolProcess.printError(
            "\(program): sequence \(seed.seedText) did not crash\(failure.map { ": \($0)" } ?? "")")
        return .usage
    }
}
