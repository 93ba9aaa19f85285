import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// `flux-movies --record` when the log cannot be written any more, or the process is killed:
/// the session goes on (or is cut), and replay uses every complete line.
@Suite(.startsProcesses) struct RecordingFailureTests {
    // Under ThreadSanitizer the child crashes inside TSan's own strlen interceptor once
    // `ulimit -f` is this small (a sanitizer artefact, not the app's): run in the plain pass only.
    @Test(.disabled(if: Sanitizer.current == .thread, "TSan's runtime crashes under a 1 KiB ulimit -f"))
    func aWriteFailureWarnsOnceAndTheSessionGoesOn() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("s.jsonl")
        let plain = try await app.run(lines: ["search godfather", "open 1", "back"])
        let input = app.directory.file("commands")
        try Data("search godfather\nopen 1\nback\n".utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A file-size limit of 1 KiB (2 blocks of 512 bytes in dash): the header and the first
        // action (its line and completion line) fit, the page of results (line 4) does not.
        // SIGXFSZ ignored: write(2) fails with EFBIG.
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 2; exec \"$0\" \"$@\"", BuildProducts.executable("flux-movies").path,
            "--data-dir", app.dataDirectory.path, "--record", path,
        ]
        process.environment = app.minimalEnvironment
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let outputText = PipeReader(output)
        let errorText = PipeReader(errors)
        try await process.start().wait()

        #expect(process.terminationStatus == 0)
        #expect(await outputText.allText() == plain.output)
        #expect(
            await errorText.allText() == "flux-movies: warning: \(path):4: cannot write: File too large; "
                + "recording stopped (the session goes on)\n")
        // The line cut by the limit is cut off again: the log ends with its last whole line.
        let contents = try app.contents("s.jsonl")
        #expect(contents.count < 1_024 && contents.last == UInt8(ascii: "\n"))
        let replayed = try await app.replay([path, "--verify"])
        #expect(replayed.lines == ["Searching \"godfather\"..."])
        #expect(replayed.error == "flux-movies: verified 1 action, 4 digests\n")
        #expect(replayed.status == 0)
    }

    @Test(.disabled(if: Sanitizer.current == .thread, "TSan's runtime crashes under a tiny ulimit -f"))
    func aRecordingThatCannotWriteItsHeaderLeavesNoFile() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("full.jsonl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // No byte may be written (a full disk): the header fails, the app exits 2.
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", BuildProducts.executable("flux-movies").path,
            "--data-dir", app.dataDirectory.path, "--record", path,
        ]
        process.environment = app.minimalEnvironment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let errorText = PipeReader(errors)
        try await process.start().wait()

        #expect(process.terminationStatus == 2)
        #expect(await errorText.allText().contains("File too large"))
        #expect(!FileManager.default.fileExists(atPath: path))
        // So the same name can be recorded to again.
        let again = try await app.run(["--record", path], lines: ["search godfather"])
        #expect(again.status == 0)
        #expect(try app.logLines("full.jsonl").count > 1)
    }

    @Test func aRecordingKilledMidSessionReplaysWhatItShowed() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("k.jsonl")
        let process = Process()
        process.executableURL = BuildProducts.executable("flux-movies")
        process.arguments = ["--data-dir", app.dataDirectory.path, "--record", path]
        process.environment = app.minimalEnvironment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let printed = PipeReader(output)
        let exit = try process.start()
        try input.fileHandleForWriting.write(contentsOf: Data("search godfather\nopen 1\n".utf8))

        // The recorder writes each action's line before the renderer prints, and its completion
        // line once the dispatch (the rendering included) is over: once the details are shown and
        // seq 3's completion is in the file, all three actions are in it, completed.
        _ = await printed.wait(timeout: nil) { $0.contains("Type \"back\" to return to the list.\n") }
        let shown = printed.text
        let completed = try await Self.waitForLine(#"{"done":3,"#, in: path)
        kill(process.processIdentifier, SIGKILL)
        await exit.wait()
        try input.fileHandleForWriting.close()

        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(
            shown == (["Searching \"godfather\"..."] + GodfatherTranscript.page + GodfatherTranscript.theGodfather)
                .joined(separator: "\n") + "\n")
        let replayed = try await app.replay([path, "--verify"])
        #expect(replayed.status == 0)
        #expect(replayed.error == "flux-movies: verified 3 actions, 12 digests\n")
        #expect(replayed.output == shown)
        #expect(completed)
        #expect(try app.logLines("k.jsonl").count == 7)
    }

    /// Waits up to 30 s for a complete line of the file at `path` to start with `prefix`; whether
    /// one did. Checked after each write to the file's folder (``FileChanges``).
    private static func waitForLine(_ prefix: String, in path: String) async throws -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try await FileChanges(in: folder).wait(timeout: 30) {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let complete = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            return complete.contains(where: { $0.hasPrefix(prefix) })
        }
    }
}
