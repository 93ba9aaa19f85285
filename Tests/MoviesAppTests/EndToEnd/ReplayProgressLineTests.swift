import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// The progress line of a long replay: on stderr when it is a terminal (run under `script`,
/// which gives the replay a pseudo-terminal), never on a file or a pipe.
@Suite(.startsProcesses) struct ReplayProgressLineTests {
    /// A 1.1 MB log: a real header, then 1,100 searches of 1,004-character queries, each with its
    /// completion line.
    static func writeLongLog(_ app: FluxMoviesProcess) async throws -> String {
        _ = try await app.record("short.jsonl", lines: [])
        var text = try app.logLines("short.jsonl")[0] + "\n"
        let query = String(repeating: "x", count: 1_000)
        for seq in 1...1_100 {
            text += #"{"seq":\#(seq),"action":{"query":"\#(query)\#(seq)","type":"search.submitted"}}"# + "\n"
            text += #"{"done":\#(seq)}"# + "\n"
        }
        try Data(text.utf8).write(to: app.directory.file("long.jsonl"))
        return app.logPath("long.jsonl")
    }

    @Test func noProgressLineWhenStderrIsAFile() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = try await Self.writeLongLog(app)

        let result = try await app.replay([path, "--print", "final"])

        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasPrefix(#"{"seq":1100,"action":{"query":"xxx"#))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aProgressLineOnATerminalIsErasedBeforeTheOutput() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = try await Self.writeLongLog(app)
        let command = "\(BuildProducts.executable("flux-movies").path) replay \(path) --print final"

        let result = try await app.runProgram("/usr/bin/script", ["-qec", command, "/dev/null"])

        let erase = "\r\u{1B}[K"
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                erase + "replaying long.jsonl: 0% (seq 1)" + erase + "replaying long.jsonl: 1% (seq 11)"))
        #expect(result.output.contains(erase + "replaying long.jsonl: 100% (seq 1100)" + erase + #"{"seq":1100,"#))
        #expect(result.output.components(separatedBy: "replaying long.jsonl: ").count == 102)
        #expect(result.output.hasSuffix(#""navigation":{"screen":"list"}}}"# + "\r\n"))
    }
}
