import Foundation
import TestSupport
import Testing

/// Data that tries to drive the terminal (escape sequences in a storage file or an action log)
/// reaches stdout and stderr as visible pictures, through the built executable.
@Suite(.startsProcesses) struct HostileDataSessionTests {
    static let header =
        #"{"format":"flux-action-log","version":1,"app":{"name":"flux-movies","version":"0.1.0"},"created":"2026-11-22T00:40:35.238Z","stores":["search","suggestions","details","navigation"],"digest":{"search":"9114570ee02ccade","suggestions":"215af171c8d49086","details":"0f7590ad9147aa43","navigation":"8d9d0657b55451f7"}}"#

    @Test func hostileRecentSearchesAreShownVisibly() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
        try Data(#"{"queries":["\u001b[2J\u001b[31mred","bell\u0007","c1\u009b2J"]}"#.utf8)
            .write(to: app.dataDirectory.appendingPathComponent("recent-queries.json"))

        let result = try await app.run(lines: ["recent"])

        #expect(result.error == "")
        #expect(Array(result.lines.dropFirst().prefix(3)) == ["  1. ␛[2J␛[31mred", "  2. bell␇", "  3. c1\\u{9B}2J"])
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"))
    }

    @Test func aHostileLogIsReplayedVisiblyOnStdoutAndStderr() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("hostile.jsonl")
        try Data(
            (Self.header + "\n" + #"{"seq":1,"action":{"query":"\u001b[2Jx\u007f","type":"search.submitted"}}"#
                + "\n" + "{\"seq\":2,\"action\":{\"type\":\"search.\u{9B}2J\"}}\n").utf8
        ).write(to: URL(fileURLWithPath: path))

        let result = try await app.replay([path])
        let states = try await app.replay([path, "--until", "1", "--print", "final"])

        #expect(result.status == 1)
        #expect(result.output == "Searching \"␛[2Jx␡\"...\n")
        #expect(result.error == "flux-movies: \(path):3: unknown action type \"search.\\u{9B}2J\"\n")
        #expect(states.output.contains(#""query":"\u001b[2Jx\u007f""#))
        #expect(
            !states.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) }
        )
    }
}
