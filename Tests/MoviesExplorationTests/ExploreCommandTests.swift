import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// `movies-explore`, the gate's explore command, run as the gate runs it: a planted bug fails
/// it with the seed and the files it wrote, the log verifies with the failure at its end, the
/// emitted test is the committed regression test, a second run finds the saved failure first,
/// and the same seed writes the same bytes in two processes.
@Suite(.startsProcesses) struct ExploreCommandTests {
    /// The committed regression files, made by this command from the planted cancel bug.
    static let regression = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Regression")
    /// The planted cancel bug's failing sequence, from seed 42.
    static let found = "BDD732262FEB6E95"

    /// Runs `movies-explore arguments…` in `directory`.
    static func explore(
        _ arguments: [String], in directory: TemporaryDirectory, environment: [String: String] = [:]
    ) async throws -> ChildProcess.Result {
        try await ChildProcess.run(
            BuildProducts.executable("movies-explore"), arguments, in: directory.url,
            environment: Sanitizer.childEnvironment.merging(environment) { $1 })
    }

    @Test(.tags(.sanitized)) func aPlantedBugFailsWithTheSeedAndTheFilesWritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try await Self.explore(
            ["--seed", "42", "--plant", "cancelKeepsRequest", "--sequences", "100", "--out", "found"], in: directory)
        #expect(run.status == 1)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(#"movies-explore: sequence 1 of exploration 0x2A failed: store "search""#) == true)
        #expect(lines.contains("seed 0x\(Self.found): 5 user actions, shrunk to 2:"))
        #expect(lines.contains("  again:   movies-explore --seed 0x2A --plant cancelKeepsRequest"))
        let log = directory.file("found/explored-\(Self.found).jsonl")
        #expect(lines.contains("  log:     \(log.path)"))
        #expect(
            lines.contains(
                "  verify:  MOVIES_EXPLORE_PLANT=cancelKeepsRequest movies-explore replay \(log.path) --verify"))

        // The files are the committed regression log and test, byte for byte.
        for name in ["explored-\(Self.found).jsonl", "Explored\(Self.found)Tests.swift"] {
            let written = try Data(contentsOf: directory.file("found/\(name)"))
            #expect(written == (try Data(contentsOf: Self.regression.appendingPathComponent(name))), "\(name)")
        }

        // The log verifies with the planted bug, its break at its end; not without it.
        let verified = try await Self.explore(
            ["replay", log.path, "--verify"], in: directory, environment: ["MOVIES_EXPLORE_PLANT": "cancelKeepsRequest"]
        )
        #expect(verified.status == 4)
        #expect(verified.error.contains("the recorded invariant break at seq 2 reproduces"))
        let withoutBug = try await Self.explore(["replay", log.path, "--verify"], in: directory)
        #expect(withoutBug.status == 1)
        #expect(withoutBug.error.contains("replay diverged at seq 2"))
    }

    @Test func aSecondRunTriesTheSavedFailureFirst() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let plant = ["--plant", "cancelKeepsRequest", "--sequences", "100", "--out", "found"]
        _ = try await Self.explore(["--seed", "42"] + plant, in: directory)
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory.file("found/saved").path)
        #expect(saved == ["0x\(Self.found).seed"])
        let again = try await Self.explore(["--seed", "7"] + plant, in: directory)
        #expect(again.status == 1)
        #expect(again.output.hasPrefix(#"movies-explore: a saved failure failed again: store "search" broke"#))
        #expect(again.output.contains("seed 0x\(Self.found): 5 user actions, shrunk to 2:"))
    }

    @Test func theSameSeedWritesTheSameLogInTwoProcesses() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var logs: [Data] = []
        for out in ["first", "second"] {
            let run = try await Self.explore(
                ["--seed", "42", "--plant", "staleSearchAnswer", "--out", out], in: directory)
            #expect(run.status == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.file(out).path)
            let log = try #require(names.first { $0.hasSuffix(".jsonl") })
            logs.append(try Data(contentsOf: directory.file("\(out)/\(log)")))
        }
        #expect(logs[0] == logs[1])
        // Its times are the explorer's clock: the answers came after their drawn latencies.
        let text = String(decoding: logs[0], as: UTF8.self)
        #expect(text.contains(#""type":"search.pageLoaded""#))
        #expect(text.contains(#""time":"2001-01-01T00:00:00.000Z""#))
        #expect(text.contains(#""time":"2001-01-01T00:00:00."#) && !text.contains("2026"))
    }

    @Test func withoutABugTheSeedsPassAndAKnownFailureIsReportedNotFailed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clean = try await Self.explore(["--seed", "1", "--seed", "0x2", "--sequences", "50"], in: directory)
        #expect(clean.status == 0)
        #expect(
            clean.output
                == "movies-explore: no failure in 50 sequences (seed 0x1)\n"
                + "movies-explore: no failure in 50 sequences (seed 0x2)\n")
        try FileManager.default.createDirectory(at: directory.file("known"), withIntermediateDirectories: true)
        try Data("# the planted cancel bug\nstore \"search\" broke \"loading while a request is in flight\"\n".utf8)
            .write(to: directory.file("known/cancel.failure"))
        let known = try await Self.explore(
            ["--seed", "42", "--plant", "cancelKeepsRequest", "--known", "known", "--sequences", "10"], in: directory)
        #expect(known.status == 0)
        #expect(known.output.hasPrefix("movies-explore: a known failure (known): sequence 1 of exploration 0x2A"))
        #expect(!FileManager.default.fileExists(atPath: directory.file(".build/explore").path))
    }

    @Test(arguments: [
        (["--sequences", "0"], "movies-explore: --sequences 0: not a count"),
        (["--plant", "nope"], "movies-explore: --plant nope: no such plant"),
        (["--seed", "0xZZ"], "movies-explore: --seed 0xZZ: not a number (decimal, or 0x and hexadecimal)"),
        (["--seed"], "movies-explore: --seed needs a value"),
        (["--colour", "red"], "movies-explore: unknown option --colour"),
    ])
    func aWrongCommandLineSaysWhatIsWrongAndExploresNothing(arguments: [String], message: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try await Self.explore(arguments, in: directory)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(message))
        #expect(run.error.contains("usage: movies-explore"))
        #expect(run.output == "")
    }

    @Test func anUnreadableSavedFailureStopsTheRunAndIsKept() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.file("saved"), withIntermediateDirectories: true)
        try Data("not a seed\n".utf8).write(to: directory.file("saved/bad.seed"))
        let run = try await Self.explore(["--saved", "saved", "--sequences", "5"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.error
                == "movies-explore: saved failure bad.seed holds no seed on its first line (0x and hexadecimal digits)\n"
        )
        #expect(try String(contentsOf: directory.file("saved/bad.seed"), encoding: .utf8) == "not a seed\n")
    }
}

extension ExploreCommandTests {
    @Test func aCrashEndsTheExploringChildAndTheReplayToolMinimizesItsLog() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let arguments = ["--plant", "pageIndexOffByOne", "--sequences", "100", "--out", "found"]
        let run = try await Self.explore(["--seed", "42"] + arguments, in: directory)
        #expect(run.status == 1)
        let sequence = "47526757130F9F52"
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "movies-explore: sequence 0x\(sequence) of exploration 0x2A crashed the explorer (signal 4)")
        #expect(lines.contains("  again:     movies-explore --seed 0x2A --plant pageIndexOffByOne"))
        #expect(run.error.contains("Fatal error: Index out of range"))

        // The log ends with the crashing action, not completed; the replay tool kept the actions
        // the crash needs (a result names its request, so the searches before it stay).
        let minimized = directory.file("found/explored-\(sequence).min.jsonl")
        let types = try String(contentsOf: minimized, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.firstRange(of: #""type":""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(
            types == [
                "search.submitted", "search.submitted", "search.submitted", "search.pageLoaded",
                "search.nextPageRequested",
            ])
        let log = try String(contentsOf: directory.file("found/explored-\(sequence).jsonl"), encoding: .utf8)
        #expect(
            log.hasSuffix(
                #"{"seq":8,"action":{"type":"search.nextPageRequested"},"time":"2001-01-01T00:00:00.017Z"}"# + "\n"))
        let test = try String(contentsOf: directory.file("found/Explored\(sequence)Tests.swift"), encoding: .utf8)
        #expect(test.contains("@Test func seq5DoesNotCrash() async {"))
        #expect(test.contains("let core = AppCore(parts: MoviesPlant.fromEnvironment())"))

        let verified = try await Self.explore(
            ["replay", minimized.path, "--verify"], in: directory,
            environment: ["MOVIES_EXPLORE_PLANT": "pageIndexOffByOne"])
        #expect(verified.status == 3)

        // The next run crashes on the saved sequence first, and writes the same files again.
        let again = try await Self.explore(["--seed", "7"] + arguments, in: directory)
        #expect(again.status == 1)
        #expect(again.output.hasPrefix("movies-explore: saved sequence 0x\(sequence) of exploration 0x7 crashed"))
    }
}
