import Foundation
import TestSupport
import Testing

/// `flux-movies replay LOG --emit-test FILE.swift [--name NAME]` with the built executable: the
/// file it writes, an existing file kept without `--force`, and names refused before any work.
/// A log whose replay crashes needs a build with the planted bug: `PlantedEmitTestEndToEndTests`.
@Suite(.startsProcesses) struct EmitTestCommandTests {
    /// The checked-in test generated from `name` (`Tests/MoviesAppTests/Generated`).
    static func generated(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated/\(name).swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test(.tags(.sanitized)) func theFileOfAnExampleSessionIsTheCheckedInTest() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let out = app.logPath("SearchMoreOpenBackTests.swift")

        let result = try await app.replay([InspectorLogs.example("search-more-open-back"), "--emit-test", out])

        #expect(result.status == 0 && result.error == "" && result.output == "wrote \(out)\n")
        #expect(
            String(decoding: try app.contents("SearchMoreOpenBackTests.swift"), as: UTF8.self)
                == (try Self.generated("SearchMoreOpenBackTests")))
    }

    @Test func untilEndsTheTestThere() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("search-more-open-back")
        let out = app.logPath("SearchMoreOpenBackTests.swift")

        let five = try await app.replay([log, "--emit-test", out, "--until", "5"])
        let beyond = try await app.replay([log, "--emit-test", app.logPath("Beyond.swift"), "--until", "7"])

        #expect(five.status == 0 && five.error == "" && five.output == "wrote \(out)\n")
        let whole = try Self.generated("SearchMoreOpenBackTests")
            .replacingOccurrences(of: ".jsonl --emit-test", with: ".jsonl --until 5 --emit-test")
            .replacingOccurrences(of: "every action of the log,", with: "every action of the log up to seq 5,")
        let sixth = try #require(whole.range(of: "\n\n        // seq 6\n"))
        #expect(
            String(decoding: try app.contents("SearchMoreOpenBackTests.swift"), as: UTF8.self)
                == whole[..<sixth.lowerBound] + "\n    }\n}\n")
        #expect(beyond.status == 2 && beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 7 is beyond the log: \(log) ends at seq 6\n")
        #expect(try app.directory.contents().filter { $0.hasSuffix(".swift") } == ["SearchMoreOpenBackTests.swift"])
    }

    /// A log that recorded a crash (its last action interrupted) gives the regression exit test
    /// of that action even where it no longer crashes, as in this build without the planted bug:
    /// the committed file, which then passes.
    @Test func aLogThatRecordedACrashGivesTheCommittedRegressionTest() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let out = app.logPath("PlantedBugRegressionTests.swift")

        let result = try await app.replay([
            InspectorLogs.example("planted-bug-minimal"), "--emit-test", out, "--name", "PlantedBugRegressionTests",
        ])

        #expect(result.status == 0)
        #expect(
            result.error
                == "flux-movies: note: the recorded crash at seq 5 no longer reproduces (the crash was outside the "
                + "reducers, or the code was fixed)\n")
        #expect(
            result.output
                == "seq 5 crashed the app when the log was recorded: the test passes now, and guards the fix\n"
                + "wrote \(out)\n")
        #expect(
            String(decoding: try app.contents("PlantedBugRegressionTests.swift"), as: UTF8.self)
                == (try Self.generated("PlantedBugRegressionTests")))
    }

    @Test func anExistingFileIsKeptWithoutForceAndReplacedWithIt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("recent-pick")
        let out = app.logPath("Bug.swift")
        try Data("keep".utf8).write(to: app.directory.file("Bug.swift"))

        let refused = try await app.replay([log, "--emit-test", out, "--name", "RecentPickTests"])
        let kept = try app.contents("Bug.swift")
        let forced = try await app.replay([log, "--emit-test", out, "--name", "RecentPickTests", "--force"])

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

    @Test func aBadNameOrFileIsRefusedAndNothingIsWritten() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("recent-pick")

        let derived = try await app.replay([log, "--emit-test", app.logPath("bug-tests.swift")])
        let given = try await app.replay([log, "--emit-test", app.logPath("B.swift"), "--name", "my tests"])
        let notSwift = try await app.replay([log, "--emit-test", app.logPath("B.txt")])

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
}
