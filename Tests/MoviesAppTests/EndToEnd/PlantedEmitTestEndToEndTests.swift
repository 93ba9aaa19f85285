import Foundation
import TestSupport
import Testing

@testable import flux_movies

/// `replay LOG --emit-test` where the replay really crashes, on the release flux-movies with the
/// planted bug (`PlantedBinary.release`; `scripts/planted-bug.sh` runs this suite): the crashing
/// action is found in child processes and gets the regression exit test. The file must be the
/// committed `Generated/PlantedBugRegressionTests.swift`, which this build's generator
/// (`GeneratedTestFilesTests`) writes too.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.release),
        "needs FLUX_MOVIES_PLANTED_BINARY: a flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedEmitTestEndToEndTests {
    static let minimalLog = InspectorLogs.example("planted-bug-minimal")
    static let crashLine = "seq 5 crashes the app: the test fails until that is fixed (an exit test)\n"

    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.release)
    }

    @Test func theCrashingLogGivesTheCommittedRegressionTest() async throws {
        defer { planted.remove() }
        let out = planted.app.logPath("PlantedBugRegressionTests.swift")

        let emitted = try await planted.run(
            ["replay", Self.minimalLog, "--emit-test", out, "--name", "PlantedBugRegressionTests"])

        #expect(emitted.status == 0)
        #expect(emitted.error == "")
        #expect(emitted.output == Self.crashLine + "wrote \(out)\n")
        #expect(
            try String(contentsOfFile: out, encoding: .utf8)
                == (try EmitTestCommandTests.generated("PlantedBugRegressionTests")))
    }

    /// `--until 4` stops before the crash: a plain test, with no exit test, as this build's
    /// generator writes it.
    @MainActor @Test func untilEndsTheTestBeforeTheCrash() async throws {
        defer { planted.remove() }
        let out = planted.app.logPath("BeforeTests.swift")

        let emitted = try await planted.run(["replay", Self.minimalLog, "--until", "4", "--emit-test", out])

        #expect(emitted.status == 0)
        #expect(emitted.error == "")
        #expect(emitted.output == "wrote \(out)\n")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(
            text
                == (try MoviesTestGenerator.text(
                    path: Self.minimalLog, name: "BeforeTests", fileName: "BeforeTests.swift", until: 4,
                    crashingAt: nil)))
        #expect(text.contains("        // seq 4\n"))
        #expect(!text.contains("// seq 5"))
        #expect(!text.contains("processExitsWith"))
    }

    /// The black box's log of a crashed session, minimized and turned into a test in one command:
    /// the same test as the committed one, under other names.
    @Test func minimizeFeedsEmitTest() async throws {
        defer { planted.remove() }
        let crashed = try await planted.session(PlantedBinary.crashScript)
        #expect(crashed.status == PlantedBinary.trapSignal)
        let log = try #require(try planted.crashLogs().first)
        let small = planted.app.logPath("small.jsonl")
        let out = planted.app.logPath("Small.swift")

        let result = try await planted.run(["replay", log, "--minimize", small, "--emit-test", out])

        #expect(result.status == 0)
        #expect(result.output == Self.crashLine + "wrote \(out)\n")
        let expected = try EmitTestCommandTests.generated("PlantedBugRegressionTests")
            .replacingOccurrences(of: "planted-bug-minimal.jsonl", with: "small.jsonl")
            .replacingOccurrences(of: "PlantedBugRegressionTests", with: "Small")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
        // The minimized log: the header and the five actions of the causal chain.
        #expect(try PlantedBinary.lines(small).count == 10)
    }
}
