import Foundation
import TestSupport
import Testing

/// `flux-movies replay LOG --minimize OUT` with the built executable, where nothing fails: a log
/// that replays without failing, an existing OUT. Minimizing a crash or an invariant break needs
/// a build with the planted bug: `PlantedMinimizeEndToEndTests` and the other planted suites.
@MainActor @Suite(.startsProcesses) struct ReplayMinimizeTests {
    @Test(.tags(.sanitized)) func aLogThatDoesNotFailIsNotMinimizedAndNothingIsWritten() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = ExampleSessionTests.path("recent-pick.jsonl")

        let english = try await app.replay([log, "--minimize", app.logPath("small.jsonl")])
        let spanish = try await app.replay(
            [log, "--minimize", app.logPath("small.jsonl")], environment: ["LC_ALL": "es_ES.UTF-8"])

        #expect(english.status == 2)
        #expect(
            english.error
                == "flux-movies: nothing to minimize: the log replays without a crash or a broken invariant\n")
        #expect(spanish.status == 2)
        #expect(
            spanish.error
                == "flux-movies: nada que minimizar: el registro se reproduce sin un fallo ni un invariante roto\n")
        #expect(!FileManager.default.fileExists(atPath: app.logPath("small.jsonl")))
    }

    @Test func anExistingOutputIsKeptWithoutForce() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try Data("mine\n".utf8).write(to: app.directory.file("small.jsonl"))

        let result = try await app.replay(
            [ExampleSessionTests.path("recent-pick.jsonl"), "--minimize", app.logPath("small.jsonl")])

        #expect(result.status == 2)
        #expect(
            result.error
                == "flux-movies: --minimize: \(app.logPath("small.jsonl")) already exists; refusing to overwrite it "
                + "(add --force to replace it)\n")
        #expect(try app.contents("small.jsonl") == Data("mine\n".utf8))
    }
}
