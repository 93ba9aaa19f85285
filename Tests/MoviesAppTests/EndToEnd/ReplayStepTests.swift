import Foundation
import MoviesApp
import TestSupport
import Testing

/// `flux-movies replay --step` driven by piped commands: exact transcripts.
@Suite(.startsProcesses) struct ReplayStepTests {
    static let commands = StepCommandParser.commandList

    @Test(.tags(.sanitized)) func stepThroughASessionWithPipedCommands() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let final = try await app.replay([app.logPath("s.jsonl"), "--print", "final"])

        let result = try await app.replay(
            [app.logPath("s.jsonl"), "--step", "--verify"],
            lines: [
                "next", "N", "diff", "next", "diff", "state", "prev", "goto 0", "screen", "prev", "goto 4", "  n  ",
                "bogus", "", "next 2", "goto", "help", "quit", "next",
            ])

        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.lines == [
                "seq 0 of 3: the initial states",
                "seq 1 of 3: search.submitted \"godfather\"",
                "Searching \"godfather\"...",
                "seq 2 of 3: search.pageLoaded request 1: page 1 of 1, 7 movies",
            ] + GodfatherTranscript.page + [
                "seq 2 changed:",
                "  store \"search\":",
                "    currentPage: before 0, after 1",
                "    loading: before \"fullScreen\", after (absent)",
                #"    pages[0]: before (absent), after {"movies":[{"countries":["Italy","United States"],"director":"Francis Ford Coppola","genres":["Thriller","Drama","Crime"..."#,
                #"    request: before {"id":1,"page":1,"query":"godfather"}, after (absent)"#,
                "    totalResultCount: before 0, after 7",
                "seq 3 of 3: details.opened 1",
            ] + GodfatherTranscript.theGodfather + [
                "seq 3 changed:",
                "  store \"details\":",
                #"    movie: before (absent), after {"countries":["Italy","United States"],"director":"Francis Ford Coppola","genres":["Thriller","Drama","Crime","History"]..."#,
                "  store \"navigation\":",
                "    screen: before \"list\", after \"details\"",
                String(final.output.dropLast()),
                "seq 2 of 3: search.pageLoaded request 1: page 1 of 1, 7 movies",
            ] + GodfatherTranscript.page + [
                "seq 0 of 3: the initial states",
                "(nothing on screen)",
                "Already at the initial states (seq 0).",
                "error: \"goto 4\": N must be a sequence number from 0 to 3",
                "seq 1 of 3: search.submitted \"godfather\"",
                "Searching \"godfather\"...",
                "error: unknown command \"bogus\"; type one of: \(Self.commands)",
                "error: \"next 2\": next takes no argument",
                "error: \"goto\": goto needs a sequence number from 0 to 3",
                "Commands: \(Self.commands)",
            ])
    }

    @Test func stepWithUntilStartsThereAndShowsTheWholeScreen() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1", "back"])

        let result = try await app.replay(
            [app.logPath("s.jsonl"), "--step", "--until", "3"], lines: ["next", "next", "p"])
        let beyond = try await app.replay([app.logPath("s.jsonl"), "--step", "--until", "5"], lines: ["next"])

        #expect(result.status == 0)
        #expect(
            // "of 3+": with --until, the log is read only as far as the session went.
            result.lines == ["seq 3 of 3+: details.opened 1"] + GodfatherTranscript.theGodfather
                + ["seq 4 of 4+: navigation.back"] + GodfatherTranscript.page
                + ["Already at the last action (seq 4).", "seq 3 of 4: details.opened 1"]
                + GodfatherTranscript.theGodfather)
        #expect(beyond.status == 2 && beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 5 is beyond the log: \(app.logPath("s.jsonl")) ends at seq 4\n")
    }

    @Test func stepOverATruncatedLogReportsItAndLeavesTheCutLineOut() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        // Cut 10 bytes into line 6 (seq 3's action), after dropping line 7 (its completion).
        let completion = try app.logLines("s.jsonl")[6].utf8.count + 1
        try app.contents("s.jsonl").dropLast(completion + 10).write(to: app.directory.file("cut.jsonl"))
        let path = app.logPath("cut.jsonl")

        let result = try await app.replay([path, "--step"], lines: ["goto 2", "next"])

        #expect(result.status == 1)
        #expect(
            result.error == "flux-movies: \(path):6: truncated last line (no newline at the end: "
                + "the recording was interrupted mid-write); every line before it is complete\n")
        #expect(
            result.lines == [
                "seq 0 of 2: the initial states", "seq 2 of 2: search.pageLoaded request 1: page 1 of 1, 7 movies",
            ]
                + GodfatherTranscript.page + ["Already at the last action (seq 2)."])
    }

    @Test func aDivergenceStopsStepBeforeAnyCommand() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather"])
        var lines = try app.logLines("s.jsonl")
        lines[1] = lines[1].replacingOccurrences(of: #""query":"godfather""#, with: #""query":"godmother""#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: app.directory.file("t.jsonl"))
        let path = app.logPath("t.jsonl")

        let verified = try await app.replay([path, "--step", "--verify"], lines: ["next"])
        let unverified = try await app.replay([path, "--step"], lines: ["next"])

        #expect(verified.status == 1 && verified.output == "")
        #expect(
            verified.error.hasPrefix(
                "flux-movies: \(path):2: replay diverged at seq 1, action "
                    + #"{"query":"godmother","type":"search.submitted"}"# + "\n  store \"search\": recorded digest "))
        #expect(unverified.status == 0)
        #expect(
            unverified.lines == [
                "seq 0 of 2: the initial states", "seq 1 of 2: search.submitted \"godmother\"",
                "Searching \"godmother\"...",
            ])
    }
}
