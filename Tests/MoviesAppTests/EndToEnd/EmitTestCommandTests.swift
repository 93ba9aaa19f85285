import Foundation
import Testing

/// `flux-movies replay LOG --emit-test FILE.swift [--name NAME]` with the built executable: the
/// file it writes, an existing file kept without `--force`, and names refused before any work.
@Suite struct EmitTestCommandTests {
    /// The checked-in test generated from `name` (`Tests/MoviesAppTests/Generated`).
    static func generated(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated/\(name).swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theFileOfAnExampleSessionIsTheCheckedInTest() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let out = app.logPath("SearchMoreOpenBackTests.swift")

        let result = try app.replay([InspectorLogs.example("search-more-open-back"), "--emit-test", out])

        #expect(result.status == 0 && result.error == "" && result.output == "wrote \(out)\n")
        #expect(
            String(decoding: try app.contents("SearchMoreOpenBackTests.swift"), as: UTF8.self)
                == (try Self.generated("SearchMoreOpenBackTests")))
    }

    @Test func untilEndsTheTestThereAndLeavesOutALaterCrash() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("search-more-open-back")
        let out = app.logPath("SearchMoreOpenBackTests.swift")
        let fault = ["FLUX_MOVIES_PLANTED_FAULT": "trap:navigation.back:1"]

        let five = try app.replay([log, "--emit-test", out, "--until", "5"])
        let faulty = try app.replay(
            [log, "--until", "5", "--emit-test", app.logPath("Faulty.swift")], environment: fault)
        let beyond = try app.replay([log, "--emit-test", app.logPath("Beyond.swift"), "--until", "7"])

        #expect(five.status == 0 && five.error == "" && five.output == "wrote \(out)\n")
        let whole = try Self.generated("SearchMoreOpenBackTests")
            .replacingOccurrences(of: ".jsonl --emit-test", with: ".jsonl --until 5 --emit-test")
            .replacingOccurrences(of: "every action of the log,", with: "every action of the log up to seq 5,")
        let sixth = try #require(whole.range(of: "\n\n        // seq 6\n"))
        #expect(
            String(decoding: try app.contents("SearchMoreOpenBackTests.swift"), as: UTF8.self)
                == whole[..<sixth.lowerBound] + "\n    }\n}\n")
        // seq 6 would crash: up to seq 5 the test is a plain one, over the faulty stores.
        #expect(faulty.status == 0 && faulty.output == "wrote \(app.logPath("Faulty.swift"))\n")
        let faultyTest = String(decoding: try app.contents("Faulty.swift"), as: UTF8.self)
        #expect(
            faultyTest.contains("    @Test func replaysTheLog() throws {\n        let core = AppCore(plantedFault:"))
        #expect(faultyTest.contains("        // seq 5\n") && !faultyTest.contains("// seq 6"))
        #expect(beyond.status == 2 && beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 7 is beyond the log: \(log) ends at seq 6\n")
        #expect(
            try app.directory.contents().filter { $0.hasSuffix(".swift") } == [
                "Faulty.swift", "SearchMoreOpenBackTests.swift",
            ])
    }

    @Test func anExistingFileIsKeptWithoutForceAndReplacedWithIt() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("recent-pick")
        let out = app.logPath("Bug.swift")
        try Data("keep".utf8).write(to: app.directory.file("Bug.swift"))

        let refused = try app.replay([log, "--emit-test", out, "--name", "RecentPickTests"])
        let kept = try app.contents("Bug.swift")
        let forced = try app.replay([log, "--emit-test", out, "--name", "RecentPickTests", "--force"])

        #expect(refused.status == 2 && refused.output == "")
        #expect(
            refused.error
                == "flux-movies: --emit-test: \(out) already exists; refusing to overwrite it (add --force to replace it)\n"
        )
        #expect(kept == Data("keep".utf8))
        #expect(forced.status == 0 && forced.output == "wrote \(out)\n")
        let text = String(decoding: try app.contents("Bug.swift"), as: UTF8.self)
        #expect(
            text
                == (try Self.generated("RecentPickTests")).replacingOccurrences(
                    of: "--emit-test RecentPickTests.swift", with: "--emit-test Bug.swift"))
    }

    @Test func aBadNameOrFileIsRefusedAndNothingIsWritten() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("recent-pick")

        let derived = try app.replay([log, "--emit-test", app.logPath("bug-tests.swift")])
        let given = try app.replay([log, "--emit-test", app.logPath("B.swift"), "--name", "my tests"])
        let notSwift = try app.replay([log, "--emit-test", app.logPath("B.txt")])

        #expect(derived.status == 2 && derived.output == "")
        #expect(
            derived.error.hasPrefix(
                "flux-movies: 'bug-tests' cannot name a test: use a Swift type name of ASCII letters, digits and _ "
                    + "that starts with a capital letter, e.g. BugTests (give it with --name NAME)\n"))
        #expect(given.status == 2 && given.error.hasPrefix("flux-movies: 'my tests' cannot name a test"))
        #expect(
            notSwift.status == 2
                && notSwift.error.hasPrefix(
                    "flux-movies: --emit-test needs a Swift file (FILE.swift), got '\(app.logPath("B.txt"))'\n")
        )
        #expect(try app.directory.contents().filter { !$0.hasPrefix("std") } == [])
    }

    @Test func aCrashingLogGivesAnExitTestAndMinimizeFeedsEmitTest() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("search-more-open-back")
        let fault = ["FLUX_MOVIES_PLANTED_FAULT": "trap:navigation.back:1"]
        let out = app.logPath("PlantedCrashTests.swift")
        let small = app.logPath("small.jsonl")

        let whole = try app.replay([log, "--emit-test", out], environment: fault)
        let minimized = try app.replay(
            [log, "--minimize", small, "--emit-test", app.logPath("Small.swift")], environment: fault)

        #expect(whole.status == 0 && whole.error == "")
        #expect(
            whole.output == "seq 6 crashes the app: the test expects the crash (an exit test)\nwrote \(out)\n")
        let text = String(decoding: try app.contents("PlantedCrashTests.swift"), as: UTF8.self)
        #expect(text == (try Self.generated("PlantedCrashTests")))
        #expect(minimized.status == 0)
        #expect(
            minimized.output.hasSuffix(
                "seq 1 crashes the app: the test expects the crash (an exit test)\n"
                    + "wrote \(app.logPath("Small.swift"))\n"))
        let smallTest = String(decoding: try app.contents("Small.swift"), as: UTF8.self)
        #expect(
            smallTest.contains(
                "        guard throughTheCrash else { return }\n        // seq 1\n        store.send(.navigation(.back))\n"
            ))
        // No action before the crash changes a state: the unused `stores` binding is dropped.
        #expect(
            smallTest.contains("        _ = core.stores\n        let store = TestStore(dispatcher: core.dispatcher)\n"))
        #expect(try app.logLines("small.jsonl").count == 2)
    }
}
