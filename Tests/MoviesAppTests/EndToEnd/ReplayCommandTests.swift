import Flux
import FluxActionLog
import Foundation
import MoviesApp
import TestSupport
import Testing

/// `flux-movies replay` options, bad logs and exit statuses, with the built executable.
@Suite(.startsProcesses) struct ReplayCommandTests {
    @Test func untilStopsAfterTheGivenActionAndRefusesOneBeyondTheLog() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let path = app.logPath("s.jsonl")

        let two = try await app.replay([path, "--until", "2", "--verify"])
        let zero = try await app.replay([path, "--until=0"])
        let last = try await app.replay([path, "--until", "3"])
        let beyond = try await app.replay([path, "--until", "4"])

        #expect(two.status == 0 && two.error == "flux-movies: verified 2 actions, 8 digests\n")
        #expect(two.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
        #expect(zero.status == 0 && zero.output == "" && zero.error == "")
        #expect(
            last.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page + GodfatherTranscript.theGodfather)
        #expect(beyond.status == 2)
        #expect(beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 4 is beyond the log: \(path) ends at seq 3\n")
    }

    static let emptySearchStates =
        #"{"search":{"currentPage":1,"lastRequestID":1,"pages":[{"movies":[],"page":1,"totalPages":0,"totalResults":0}],"query":"zzzzqqq","totalPageCount":0,"totalResultCount":0},"suggestions":{"isLoading":false,"queries":[]},"details":{"lastPosterRequestID":0,"poster":{"none":{}},"requestedPosterWidth":342},"navigation":{"screen":"list"}}"#
    static let pageLoaded =
        #"{"page":{"movies":[],"page":1,"totalPages":0,"totalResults":0},"request":1,"type":"search.pageLoaded"}"#

    @Test(.tags(.sanitized)) func printFinalGivesTheLastStatesAsOneJSONLine() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search zzzzqqq"])

        let final = try await app.replay([app.logPath("s.jsonl"), "--print", "final", "--verify"])

        #expect(final.status == 0 && final.error == "flux-movies: verified 2 actions, 8 digests\n")
        #expect(
            final.output == #"{"seq":2,"action":"# + Self.pageLoaded + #","states":"# + Self.emptySearchStates + "}\n")
    }

    @Test(.tags(.sanitized)) func printStatesGivesTheInitialStatesThenOneLinePerAction() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search zzzzqqq"])

        let states = try await app.replay([app.logPath("s.jsonl"), "--print=states"])
        let untilZero = try await app.replay([app.logPath("s.jsonl"), "--print", "final", "--until", "0"])

        let initial =
            #"{"seq":0,"states":{"search":{"currentPage":0,"lastRequestID":0,"pages":[],"query":"","totalPageCount":1,"totalResultCount":0},"suggestions":{"isLoading":false,"queries":[]},"details":{"lastPosterRequestID":0,"poster":{"none":{}},"requestedPosterWidth":342},"navigation":{"screen":"list"}}}"#
        #expect(states.status == 0)
        #expect(
            states.lines == [
                initial,
                #"{"seq":1,"action":{"query":"zzzzqqq","type":"search.submitted"},"states":{"search":{"currentPage":0,"lastRequestID":1,"loading":"fullScreen","pages":[],"query":"zzzzqqq","request":{"id":1,"page":1,"query":"zzzzqqq"},"totalPageCount":1,"totalResultCount":0},"suggestions":{"isLoading":false,"queries":[]},"details":{"lastPosterRequestID":0,"poster":{"none":{}},"requestedPosterWidth":342},"navigation":{"screen":"list"}}}"#,
                #"{"seq":2,"action":"# + Self.pageLoaded + #","states":"# + Self.emptySearchStates + "}",
            ])
        #expect(untilZero.lines == [initial])
    }

    @Test(.tags(.sanitized)) @MainActor func aTamperedActionDivergesAtThatActionWithExitOne() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        var lines = try app.logLines("s.jsonl")
        // Line 5: seq 3's action; line 6: its completion, with the digests after it.
        lines[5] = lines[5].replacingOccurrences(of: #""index":1,"#, with: #""index":2,"#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: app.directory.file("t.jsonl"))
        let path = app.logPath("t.jsonl")

        let result = try await app.replay([path, "--verify"])

        let recorded = try Self.recordedDigests(lines[6])
        let replayed = try Self.replayedDigests(path, until: 3)
        #expect(recorded["details"] != replayed["details"])
        #expect(result.status == 1)
        #expect(
            result.error == "flux-movies: \(path):6: replay diverged at seq 3, action "
                + #"{"index":2,"type":"details.opened"}"# + "\n"
                + "  store \"details\": recorded digest \(recorded["details"] ?? ""), replayed \(replayed["details"] ?? "")\n"
        )
        #expect(Array(result.lines.prefix(9)) == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
        #expect(result.lines.dropFirst(9).first == "The Godfather Part II")
    }

    @Test func withSnapshotsADivergenceNamesTheFields() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "recent", "back"], arguments: ["--snapshots"])
        var lines = try app.logLines("s.jsonl")
        // Line 7: seq 4's action (header, then an action line and a completion line per action).
        let action = try #require(lines[7].range(of: #""queries":["godfather"]"#))
        lines[7].replaceSubrange(action, with: #""queries":["godfather","alien"]"#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: app.directory.file("t.jsonl"))
        let path = app.logPath("t.jsonl")

        let result = try await app.replay([path, "--verify", "--print", "final"])

        #expect(
            lines[7].hasPrefix(#"{"seq":4,"action":{"queries":["godfather","alien"],"type":"suggestions.loaded"},"#))
        #expect(result.status == 1)
        #expect(result.output == "")
        let errorLines = result.error.split(separator: "\n").map(String.init)
        #expect(errorLines.count == 3)
        #expect(
            errorLines.first == "flux-movies: \(path):8: replay diverged at seq 4, action "
                + #"{"queries":["godfather","alien"],"type":"suggestions.loaded"}"#)
        #expect(errorLines.dropFirst().first?.hasPrefix("  store \"suggestions\": recorded digest ") == true)
        #expect(errorLines.last == #"    queries[1]: recorded (absent), replayed "alien""#)
    }

    /// The digests recorded on a log line (a version 2 log's completion line).
    static func recordedDigests(_ line: String) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["digest"] as? [String: String] ?? [:]
    }

    /// The digests of the states after replaying `path` up to `until`, unverified.
    @MainActor static func replayedDigests(_ path: String, until: UInt64) throws -> [String: String] {
        let core = AppCore()
        let replayer = try ActionLogReplayer<AppAction>(path: path, verify: false) { core.dispatcher }
        _ = try replayer.run(until: until)
        return try CanonicalStateEncoder().digests(of: core.dispatcher.stores)
    }

    @Test func aTruncatedLastLineReplaysEverythingBeforeItAndExitsOne() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let whole = try app.contents("s.jsonl")
        // Cut 40 bytes into line 6 (seq 3's action), after dropping line 7 (its completion).
        let completion = try app.logLines("s.jsonl")[6].utf8.count + 1
        try whole.dropLast(completion + 40).write(to: app.directory.file("cut.jsonl"))
        // Cut into line 7 only: seq 3's action is whole but was not completed, as in a crash.
        try whole.dropLast(40).write(to: app.directory.file("undone.jsonl"))
        let path = app.logPath("cut.jsonl")
        let undone = app.logPath("undone.jsonl")

        let result = try await app.replay([path, "--verify"])
        let interrupted = try await app.replay([undone, "--verify"])

        #expect(result.status == 1)
        #expect(result.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
        #expect(
            result.error == "flux-movies: \(path):6: truncated last line (no newline at the end: "
                + "the recording was interrupted mid-write); every line before it is complete\n")
        #expect(interrupted.status == 1)
        #expect(
            interrupted.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page
                + GodfatherTranscript.theGodfather)
        #expect(
            interrupted.error == "flux-movies: \(undone):7: truncated last line (no newline at the end: "
                + "the recording was interrupted mid-write); every line before it is complete\n"
                + "flux-movies: note: the recorded crash at seq 3 no longer reproduces (the crash was outside the "
                + "reducers, or the code was fixed)\n")
    }

    @Test func badLogsExitOneWithTheFileAndLine() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather"])
        var lines = try app.logLines("s.jsonl")
        lines[1] = lines[1].replacingOccurrences(of: "search.submitted", with: "search.sumbitted")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: app.directory.file("bad.jsonl"))
        let foreign =
            #"{"format":"flux-action-log","version":1,"app":{"name":"tally","version":"0.1"},"#
            + #""created":"2026-01-02T03:04:05.123Z","stores":["counter"],"digest":{"counter":"61530ab4f577b52f"}}"#
        try Data((foreign + "\n").utf8).write(to: app.directory.file("tally.jsonl"))
        try Data().write(to: app.directory.file("empty.jsonl"))

        let unknown = try await app.replay([app.logPath("bad.jsonl")])
        let missing = try await app.replay([app.logPath("nope.jsonl")])
        let other = try await app.replay([app.logPath("tally.jsonl")])
        let empty = try await app.replay([app.logPath("empty.jsonl"), "--step"])

        #expect(unknown.status == 1 && unknown.output == "")
        #expect(
            unknown.error == "flux-movies: \(app.logPath("bad.jsonl")):2: unknown action type \"search.sumbitted\"\n")
        #expect(missing.status == 1)
        #expect(missing.error == "flux-movies: \(app.logPath("nope.jsonl")): cannot open: No such file or directory\n")
        #expect(other.status == 1)
        #expect(
            other.error == "flux-movies: \(app.logPath("tally.jsonl")):1: recorded by \"tally\" 0.1, "
                + "not by flux-movies; replay it with that application\n")
        #expect(empty.status == 1)
        #expect(empty.error == "flux-movies: \(app.logPath("empty.jsonl")): empty log: the header line is missing\n")
    }

    @Test(arguments: [
        ([], "replay needs the action log to replay: flux-movies replay FILE"),
        (["a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl'"),
        (["a.jsonl", "--until", "x"], "--until must be a sequence number (a whole number from 0), got 'x'"),
        (["a.jsonl", "--until", "1.5"], "--until must be a sequence number (a whole number from 0), got '1.5'"),
        (["a.jsonl", "--until=-1"], "--until must be a sequence number (a whole number from 0), got '-1'"),
        (["a.jsonl", "--until"], "option --until needs a value"),
        (["a.jsonl", "--print", "html"], "--print must be renders, states or final, got 'html'"),
        (["a.jsonl", "--step", "--print", "states"], "--print does not work with --step"),
        (["a.jsonl", "--verify=yes"], "option --verify takes no value"),
        (["a.jsonl", "--verfy"], "unknown replay option '--verfy'; did you mean '--verify'?"),
        (["a.jsonl", "--record", "b.jsonl"], "unknown replay option '--record'"),
    ])
    func badReplayArgumentsExitTwoWithAHint(arguments: [String], message: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay(arguments)

        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == "flux-movies: \(message)\nTry 'flux-movies --help'.\n")
    }

    @Test func aLogWithoutDigestsReplaysButVerifiesNothing() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: [])
        let header = try app.logLines("s.jsonl")[0]
        let records = #"{"seq":1,"action":{"query":"love","type":"search.submitted"}}"# + "\n" + #"{"done":1}"# + "\n"
        try Data((header + "\n" + records).utf8).write(to: app.directory.file("plain.jsonl"))
        let path = app.logPath("plain.jsonl")

        let verified = try await app.replay([path, "--verify"])
        let plain = try await app.replay([path])

        #expect(verified.status == 0 && verified.lines == ["Searching \"love\"..."])
        #expect(verified.error == "flux-movies: warning: \(path) has no digests: nothing was verified\n")
        #expect(plain.status == 0 && plain.error == "")
    }

    @Test func screensAreDrawnForTheTerminalThatReplays() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather"])

        let spanish = try await app.replay(
            [app.logPath("s.jsonl"), "--verify"], environment: ["LANG": "es_ES.UTF-8", "COLUMNS": "40"])

        #expect(spanish.status == 0)
        #expect(spanish.error == "flux-movies: verificado: 2 acciones, 8 digests\n")
        #expect(
            Array(spanish.lines.prefix(5)) == [
                "Buscando \"godfather\"...", "Películas - \"godfather\":", "  página 1 de 1 (7 resultados)",
                "  1. The Godfather (1972) - 9.4/10", "  2. The Godfather Part II (1974)",
            ])
    }

    @Test func replayHelpPrintsTheUsage() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay(["--help"])

        #expect(result.status == 0 && result.output == LaunchArguments.usage + "\n" && result.error == "")
    }
}
