import Foundation
import Testing

/// The path from a crashing reducer to a minimal failing test, through the library's explore
/// command in the app's test tool (`todos-explore`, FluxExploreTool): the crash ends the
/// exploring child, not the tool; the tool writes the crashing sequence's log, its minimized log
/// and its test, saves its seed for the next run, and says so on standard output.
@MainActor @Suite struct ExploreToolTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("downstream-explore-\(UInt64.random(in: 0...UInt64.max))")

    /// `todos-explore ARGUMENTS` in the folder, to its end: its status, standard output and error.
    private func todosExplore(
        _ arguments: [String], plant: String? = nil
    ) async throws -> (status: Int32, output: String, error: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let (output, error) = (folder.appendingPathComponent("output.txt"), folder.appendingPathComponent("error.txt"))
        for file in [output, error] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = products.appendingPathComponent("todos-explore")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["TODOS_EXPLORE_PLANT"] = plant
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        let ended = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in ended.continuation.finish() }
        try process.run()
        for await _ in ended.stream {}
        let text = { (file: URL) in try String(contentsOf: file, encoding: .utf8) }
        return (process.terminationStatus, try text(output), try text(error))
    }

    @Test func aCrashingReducerBecomesAMinimalLogAndATestAndIsTriedFirstNextTime() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["--sequences", "200", "--out", "found"]
        let run = try await todosExplore(["--seed", "42"] + arguments, plant: "crash")
        #expect(run.status == 1)
        #expect(run.error.contains("Fatal error: Index out of range"))
        let lines = run.output.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        #expect(first.hasPrefix("todos-explore: sequence 0x"))
        #expect(first.contains(" of exploration 0x2A crashed the explorer (signal "))
        let sequence = String(first.dropFirst("todos-explore: sequence 0x".count).prefix { $0 != " " })
        let found = folder.appendingPathComponent("found").resolvingSymlinksInPath().path
        let log = "\(found)/explored-\(sequence).jsonl"
        let minimized = "\(found)/explored-\(sequence).min.jsonl"
        #expect(lines.contains("  log:       \(log) (the sequence up to the crash)"))
        #expect(lines.contains("  minimized: \(minimized)"))
        #expect(lines.contains("  test:      \(found)/Explored\(sequence)Tests.swift"))
        #expect(lines.contains("  saved:     \(found)/saved/0x\(sequence).seed (tried first next time)"))
        #expect(lines.contains("  again:     TODOS_EXPLORE_PLANT=crash todos-explore --seed 0x2A"))
        #expect(lines.contains("  verify:    TODOS_EXPLORE_PLANT=crash todos-explore replay \(minimized) --verify"))

        // The log ends with the action that crashed; the minimized log keeps what the crash
        // needs (a successful save of an empty list), and the test sends it in a child process.
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.split(separator: "\n").last?.contains(#""type":"list.saveFinished""#) == true)
        let small = try String(contentsOfFile: minimized, encoding: .utf8).split(separator: "\n")
        let types = small.compactMap { line in
            line.firstRange(of: #""type":""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(types == ["list.saveRequested", "list.saveFinished"])
        let test = try String(contentsOfFile: "\(found)/Explored\(sequence)Tests.swift", encoding: .utf8)
        #expect(test.contains("DoesNotCrash() async {"))
        #expect(test.contains("let app = try TodoApp()"))

        // The next run crashes on the saved sequence first, whatever its seed.
        let again = try await todosExplore(["--seed", "7"] + arguments, plant: "crash")
        #expect(again.status == 1)
        #expect(again.output.hasPrefix("todos-explore: saved sequence 0x\(sequence) of exploration 0x7 crashed"))
    }

    @Test func withoutThePlantTheAppPasses() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await todosExplore(["--seed", "42", "--sequences", "200", "--out", "found"])
        #expect(run.status == 0)
        #expect(run.output == "todos-explore: no failure in 200 sequences (seed 0x2A)\n")
        #expect(run.error == "")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("found").path))
    }

    @Test(arguments: [
        (["--sequences", "0"], "--sequences 0: not a count"),
        (["--sequences", "many"], "--sequences many: not a count"),
        (["--seed", "0xZZ"], "--seed 0xZZ: not a number (decimal, or 0x and hexadecimal)"),
        (["--seed", "-1"], "--seed -1: not a number (decimal, or 0x and hexadecimal)"),
        (["--seed"], "--seed needs a value"),
        (["--out", ""], "--out needs a folder, not an empty path"),
        (["--colour", "red"], "unknown option --colour"),
        (["seeds.txt"], "unexpected argument seeds.txt"),
        (["--log", "a.jsonl"], "--log needs --record-sequence"),
        (["--record-sequence", "0x2A"], "--record-sequence needs --log"),
        (["--known", "missing"], "--known missing: no such folder"),
    ])
    func aWrongCommandLineNamesTheArgumentAndExploresNothing(arguments: [String], message: String) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await todosExplore(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("todos-explore: \(message)\nusage: todos-explore [--seed N]"), "\(run.error)")
        #expect(run.output == "")
    }
}
