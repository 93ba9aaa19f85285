import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// `replay --until` and `--step` read FILE once: a pipe, a FIFO or `/dev/stdin` replays like the
/// file itself, and an endless source stops at its first over-long line.
@Suite(.startsProcesses) struct ReplayFromPipeTests {
    /// Runs `flux-movies replay arguments` with `log` written into a pipe as stdin.
    func replayFromStdin(_ app: FluxMoviesProcess, _ arguments: [String], log: Data) async throws
        -> FluxMoviesProcess.Result
    {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: log)  // under the pipe's 64 KiB buffer
        try pipe.fileHandleForWriting.close()
        return try await app.launch(
            BuildProducts.executable("flux-movies"), ["replay", "/dev/stdin"] + arguments,
            environment: app.minimalEnvironment, input: pipe.fileHandleForReading)
    }

    @Test func untilReadsAPipedLogOnce() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let log = try app.contents("s.jsonl")
        #expect(log.count < 60_000)

        let two = try await replayFromStdin(app, ["--until", "2", "--verify"], log: log)
        let beyond = try await replayFromStdin(app, ["--until", "4"], log: log)

        #expect(two.error == "flux-movies: verified 2 actions, 8 digests\n")
        #expect(two.status == 0)
        #expect(two.lines == ["Searching \"godfather\"..."] + GodfatherTranscript.page)
        #expect(beyond.status == 2)
        #expect(beyond.output == "")
        #expect(beyond.error == "flux-movies: --until 4 is beyond the log: /dev/stdin ends at seq 3\n")
    }

    @Test func stepTimeTravelsInALogReadFromAFIFO() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        let log = try app.contents("s.jsonl")
        let fifo = app.logPath("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            // Opening a FIFO for writing waits for the reader (the replay).
            if let handle = FileHandle(forWritingAtPath: fifo) {
                try? handle.write(contentsOf: log)
                try? handle.close()
            }
        }
        writer.start()

        let result = try await app.replay([fifo, "--step", "--until", "3"], lines: ["goto 2", "prev", "quit"])

        #expect(result.error == "")
        #expect(result.status == 0)
        #expect(
            result.lines == ["seq 3 of 3+: details.opened 1"] + GodfatherTranscript.theGodfather
                + ["seq 2 of 3+: search.pageLoaded request 1: page 1 of 1, 7 movies"] + GodfatherTranscript.page
                + ["seq 1 of 3+: search.submitted \"godfather\"", "Searching \"godfather\"..."])
    }

    @Test(arguments: [["--until", "1"], ["--step"], []])
    func anEndlessSourceStopsAtItsFirstOverlongLine(options: [String]) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let temporary = app.directory.file("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

        let result = try await app.replay(["/dev/zero"] + options, environment: ["TMPDIR": temporary.path])

        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == "flux-movies: /dev/zero:1: line longer than 67108864 bytes\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
