import Foundation
import TestSupport
import Testing

/// `replay --step --until N` reads the log only as far as the session goes: a log whose later part
/// is garbage steps fine until a move reaches it (before, the whole log was replayed first, and
/// the garbage refused it).
@Suite(.startsProcesses) struct ReplayStepUntilTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/sessions/search-more-open-back.jsonl")

    @Test func theLaterPartOfTheLogIsReadOnlyWhenAMoveGoesThere() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let lines = try String(contentsOf: Self.example, encoding: .utf8).split(separator: "\n").prefix(4)
        let path = app.logPath("garbage.jsonl")
        try Data((lines.joined(separator: "\n") + "\nthis is not a log line\n{\"seq\":\n").utf8)
            .write(to: URL(fileURLWithPath: path))

        let result = try await app.replay(
            [path, "--step", "--until", "2", "--verify"], lines: ["prev", "next", "next", "next", "goto 1", "quit"])

        #expect(result.status == 0 && result.error == "")
        #expect(
            result.lines.filter { $0.hasPrefix("seq ") || $0.hasPrefix("error:") } == [
                "seq 2 of 2+: search.pageLoaded request 1: page 1 of 15, 20 movies",
                "seq 1 of 2+: search.submitted \"love\"",
                "seq 2 of 2+: search.pageLoaded request 1: page 1 of 15, 20 movies",
                "seq 3 of 3+: search.nextPageRequested",
                "error: \(path):5: not JSON",
                "seq 1 of 3+: search.submitted \"love\"",
            ])
    }

    @Test func aGotoBeyondTheEndFoundOnlyNowChangesNothing() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay([Self.example.path, "--step", "--until", "2"], lines: ["goto 99", "next"])

        #expect(result.status == 0 && result.error == "")
        #expect(
            result.lines.filter { $0.hasPrefix("seq ") || $0.hasPrefix("error:") } == [
                "seq 2 of 2+: search.pageLoaded request 1: page 1 of 15, 20 movies",
                "error: \"goto 99\": N must be a sequence number from 0 to 6",
                "seq 3 of 6: search.nextPageRequested",
            ])
    }

    @Test func untilBeyondTheLogIsStillAUsageError() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay([Self.example.path, "--step", "--until", "9"], lines: ["quit"])

        #expect(result.status == 2 && result.output == "")
        #expect(result.error == "flux-movies: --until 9 is beyond the log: \(Self.example.path) ends at seq 6\n")
    }
}
