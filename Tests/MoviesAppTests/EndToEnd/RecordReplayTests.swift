import Flux
import FluxActionLog
import Foundation
import MoviesApp
import TestSupport
import Testing

/// `flux-movies --record` and `flux-movies replay` end to end: a piped session recorded by the
/// built executable, replayed (and verified) by it.
@Suite(.startsProcesses) struct RecordReplayTests {
    static let script = ["search love", "more", "open 22", "back"]
    static let loveIsTheDevil = [
        "Love Is the Devil: Study for a Portrait of Francis Bacon", "Release Date: 1998", "Genres: Biography, Drama",
        "Runtime: 1h 30m", "Director: John Maybury", "Countries: France, United Kingdom", "Languages: English",
        "Rating: 6.4/10 (21 reviews)", "Type \"back\" to return to the list.",
    ]
    static let transcript =
        ["Searching \"love\"..."] + CatalogTranscript.lovePage1 + ["Loading page 2..."]
        + CatalogTranscript.lovePage2 + loveIsTheDevil + CatalogTranscript.lovePage2

    @Test(.tags(.sanitized)) func aRecordedSessionReplaysToTheSameScreensAndVerifies() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let recorded = try await app.record("s.jsonl", lines: Self.script)
        let replayed = try await app.replay([app.logPath("s.jsonl"), "--verify"])
        let unverified = try await app.replay([app.logPath("s.jsonl")])

        #expect(recorded.status == 0 && recorded.error == "")
        #expect(recorded.lines == Self.transcript)
        #expect(replayed.status == 0)
        #expect(replayed.error == "flux-movies: verified 6 actions, 24 digests\n")
        #expect(replayed.output == recorded.output)
        #expect(unverified.status == 0 && unverified.output == recorded.output)
    }

    @Test func recordingChangesNothingTheUserSees() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let plain = try await app.run(lines: Self.script + ["recent", "open 99", "more", "cancel"])
        let recorded = try await app.record("s.jsonl", lines: Self.script + ["recent", "open 99", "more", "cancel"])

        #expect(recorded.status == plain.status)
        #expect(recorded.output == plain.output)
        #expect(recorded.error == plain.error)
    }

    @Test @MainActor func theLogHoldsEveryActionWithADigestOnEach() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        _ = try await app.record("s.jsonl", lines: Self.script)
        let reader = try ActionLogReader<AppAction>(path: app.logPath("s.jsonl"))
        var types: [String] = []
        var digests = 0
        while let record = try reader.next() {
            types.append(record.action.typeName)
            if record.digest?.count == 4 { digests += 1 }
        }

        #expect(reader.header.app == ActionLogApp(name: "flux-movies", version: AppVersion.current))
        #expect(reader.header.stores == ["search", "suggestions", "details", "navigation"])
        #expect(
            types == [
                "search.submitted", "search.pageLoaded", "search.nextPageRequested", "search.pageLoaded",
                "details.opened", "navigation.back",
            ])
        #expect(digests == 6)
    }

    @Test func replayPrintsOnlyTheRenderersLinesNotNotesOrErrors() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let script = ["search godfather", "more", "open 9", "cancel", "back", "open 1"]

        let recorded = try await app.record("s.jsonl", lines: script)
        let replayed = try await app.replay([app.logPath("s.jsonl"), "--verify"])

        #expect(
            recorded.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page + [
                "No more pages.", "Nothing to cancel.",
                "Already at the list.",
            ] + GodfatherTranscript.theGodfather)
        #expect(recorded.error == "error: \"open 9\": there is no item 9; use a number from 1 to 7\n")
        #expect(replayed.status == 0)
        #expect(
            replayed.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page
                + GodfatherTranscript.theGodfather)
    }

    @Test func replayNeitherReadsNorWritesTheDataDirectory() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search love", "recent"])
        let home = app.directory.file("home")
        let data = app.directory.file("other-data")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let saved = Data(#"{"queries":["kept"]}"#.utf8)
        try saved.write(to: data.appendingPathComponent("recent-queries.json"))
        let environment = ["HOME": home.path, "FLUX_MOVIES_HOME": data.path, "XDG_DATA_HOME": home.path]

        let replayed = try await app.replay([app.logPath("s.jsonl"), "--verify"], environment: environment)

        #expect(replayed.status == 0)
        #expect(replayed.lines.suffix(3) == ["Recent searches:", "  1. love", "Type \"pick N\" to search one again."])
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["recent-queries.json"])
        #expect(try Data(contentsOf: data.appendingPathComponent("recent-queries.json")) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
    }

    @Test func recordRefusesToOverwriteAnExistingFileWithoutForce() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let kept = Data("my notes\n".utf8)
        try kept.write(to: app.directory.file("s.jsonl"))

        let refused = try await app.record("s.jsonl", lines: ["search love"])

        #expect(refused.status == 2)
        #expect(refused.output == "")
        #expect(
            refused.error == "flux-movies: --record: \(app.logPath("s.jsonl")) already exists; "
                + "refusing to overwrite it (add --force to replace it)\n")
        #expect(try app.contents("s.jsonl") == kept)
        #expect(!FileManager.default.fileExists(atPath: app.dataDirectory.path))

        let forced = try await app.record("s.jsonl", lines: ["search godfather"], arguments: ["--force"])

        #expect(forced.status == 0)
        #expect(forced.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
        let lines = try app.logLines("s.jsonl")
        // The header, then each action's line and its completion line (with the digests).
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"format":"flux-action-log","version":2,"app":{"name":"flux-movies","#))
        #expect(lines[1].hasPrefix(#"{"seq":1,"action":{"query":"godfather","type":"search.submitted"},"time":""#))
        #expect(lines[2].hasPrefix(#"{"done":1,"digest":{"search":""#))
        #expect(lines[3].hasPrefix(#"{"seq":2,"action":{"page":{"#) && lines[3].contains(#"},"cause":1,"time":""#))
        #expect(lines[4].hasPrefix(#"{"done":2,"digest":{"search":""#))
    }

    @Test func recordIntoAMissingDirectoryIsAUsageErrorNamingThePath() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("missing/s.jsonl")

        let result = try await app.run(["--record", path], lines: ["search love"])

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == "flux-movies: --record: \(path): cannot open: No such file or directory\n")
    }

    @Test func forceAndSnapshotsNeedRecord() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let force = try await app.run(["--force"])
        let snapshots = try await app.run(["--snapshots"])

        #expect(force.status == 2 && force.output == "")
        #expect(force.error == "flux-movies: --force needs --record FILE\nTry 'flux-movies --help'.\n")
        #expect(snapshots.status == 2)
        #expect(snapshots.error == "flux-movies: --snapshots needs --record FILE\nTry 'flux-movies --help'.\n")
    }
}
