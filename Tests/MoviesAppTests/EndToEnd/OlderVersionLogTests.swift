import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// A log flux-movies 0.1.0 recorded (`Fixtures/logs/error-and-cancel-0.1.0.jsonl`: a failed
/// search, then a search cancelled, which 0.1.0 reduced to an empty list and 0.2.0 to the start
/// screen) replays without `--verify`; with it, or with `--html`, the divergence is followed by
/// a note naming both versions, in English and Spanish. Built executable.
@Suite(.startsProcesses) struct OlderVersionLogTests {
    static let log = TestFixtures.url("logs/error-and-cancel-0.1.0.jsonl")?.path ?? "missing"
    static let divergence = [
        "flux-movies: \(log):5: replay diverged at seq 4, action {\"type\":\"search.cancelRequested\"}",
        "  store \"search\": recorded digest 3b18ff5a3bb596e5, replayed bd421c360b75ecb4",
    ]

    @Test func itReplaysWithoutVerify() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay([Self.log])

        #expect(result.status == 0 && result.error == "")
        #expect(
            Array(result.lines.prefix(3)) == [
                "Searching \"boom\"...", "Error: Failed loading movies: type \"more\" to retry.",
                "Searching \"slow\"...",
            ])
    }

    @Test func verifyNamesBothVersionsAfterTheDivergence() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let english = try await app.replay([Self.log, "--verify"])
        let spanish = try await app.replay([Self.log, "--verify"], environment: ["LANG": "es_ES.UTF-8"])

        #expect(english.status == 1 && spanish.status == 1)
        #expect(
            english.error.split(separator: "\n").map(String.init)
                == Self.divergence + [
                    "flux-movies: note: \(Self.log) was recorded by flux-movies 0.1.0, and 0.2.0 reduces some actions "
                        + "differently (see the CHANGELOG); verify it with flux-movies 0.1.0, or replay it here "
                        + "without --verify"
                ])
        #expect(
            spanish.error.split(separator: "\n").map(String.init)
                == Self.divergence + [
                    "flux-movies: nota: \(Self.log) se grabó con flux-movies 0.1.0, y la 0.2.0 reduce algunas "
                        + "acciones de otro modo (mira el CHANGELOG); verifícalo con flux-movies 0.1.0, o "
                        + "reprodúcelo aquí sin --verify"
                ])
    }

    @Test func theInspectorPageIsWrittenAndTheNoteFollowsTheDivergence() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let page = app.logPath("p.html")

        let result = try await app.replay([Self.log, "--html", page])

        #expect(result.status == 1 && result.output == "wrote \(page)\n")
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines.last?.hasPrefix("flux-movies: note: \(Self.log) was recorded by") == true)
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test func aLogOfThisVersionThatDivergesGetsNoNote() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search zzzzqqq"])
        let path = app.logPath("s.jsonl")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "zzzzqqq", with: "godfather").write(
            toFile: path, atomically: true, encoding: .utf8)

        let result = try await app.replay([path, "--verify"])

        #expect(result.status == 1 && !result.error.contains("note:"))
        #expect(result.error.hasPrefix("flux-movies: \(path):2: replay diverged at seq 1"))
    }
}
