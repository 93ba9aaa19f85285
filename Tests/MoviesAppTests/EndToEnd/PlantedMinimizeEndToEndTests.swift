import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// `replay LOG --minimize OUT` of logs that recorded no failure but fail on the debug flux-movies
/// with the planted bug (`PlantedBinary.debug`; `scripts/planted-bug.sh` runs this suite): a
/// version 1 log (no causes: each action a unit of its own) that now crashes, and a version 2
/// log recorded by the plain build that now breaks an invariant. The progress lines are pinned.
/// The minimizations of the black box's logs, which recorded their failure, are in
/// `PlantedBugEndToEndTests` and `PlantedBreakEndToEndTests`.
@Suite(
    .startsProcesses,
    .enabled(
        if: PlantedBinary.isAvailable(PlantedBinary.debug),
        "needs FLUX_MOVIES_PLANTED_DEBUG_BINARY: a debug flux-movies built with -DFLUX_MOVIES_PLANTED_BUG"))
struct PlantedMinimizeEndToEndTests {
    let planted: PlantedBinary

    init() throws {
        planted = try PlantedBinary(PlantedBinary.debug)
    }

    /// The stderr lines with the seconds replaced by `N` (they depend on the machine).
    static func progress(_ error: String) -> [String] {
        error.split(separator: "\n").map {
            $0.replacingOccurrences(of: #", [0-9]+ s$"#, with: ", N s", options: .regularExpression)
        }
    }

    /// The version 1 example `search-more-open-back` (search, page, more, page 2, `open 22`,
    /// `back`) with an `open 23` added as seq 7: its replay crashes there. Without causes, every
    /// action is a unit: the noise (`open 22`, `back`) goes, the search, `more` and their pages stay.
    @Test func aVersionOneLogThatNowCrashesShrinksToTheActionsItNeeds() async throws {
        defer { planted.remove() }
        let log = planted.app.logPath("crash-v1.jsonl")
        let example = try PlantedBinary.lines(InspectorLogs.example("search-more-open-back"))
        let added = #"{"seq":7,"action":{"index":23,"type":"details.opened"}}"#
        try ((example + [added]).map { $0 + "\n" }.joined()).write(toFile: log, atomically: true, encoding: .utf8)
        let out = planted.app.logPath("small.jsonl")

        let result = try await planted.run(["replay", log, "--minimize", out])

        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(Self.progress(result.error) == Self.versionOneProgress)
        // The kept actions renumbered, without digests or times; the crashing one as it was.
        let kept = [1, 2, 3, 4].map { seq in
            let line = example[seq]
            let start = line.range(of: #""action":"#)!.upperBound
            let end = line.range(of: #","digest":"#)!.lowerBound
            return #"{"seq":\#(seq),"action":\#(line[start..<end])}"#
        }
        let minimal = [example[0]] + kept + [#"{"seq":5,"action":{"index":23,"type":"details.opened"}}"#]
        #expect(try PlantedBinary.lines(out) == minimal)
        let again = try await planted.run(["replay", out, "--verify"])
        // A version 1 log records no failure: its replay crashes in a child (whose runtime prints
        // the trap), and the parent finds and names the crashing action (status 3).
        #expect(again.status == 3)
        #expect(
            again.error.hasSuffix(
                "flux-movies: the replay crashes at seq 5: MoviesApp/PlantedBug.swift:15: Fatal error: planted bug: opening item 3 of page 2\n"
            ))
    }

    /// The session of the break, recorded by the plain build (no break then, so none recorded):
    /// the debug planted build's `--verify` stops at the break, and `--minimize` keeps each page
    /// with the search or `more` that caused it, and the `open 24`.
    @Test func aRecordedLogThatNowBreaksAnInvariantKeepsEachResultWithItsCause() async throws {
        defer { planted.remove() }
        let recorded = try await planted.app.record("break.jsonl", lines: PlantedBreakEndToEndTests.script)
        #expect(recorded.status == 0)
        let log = planted.app.logPath("break.jsonl")
        let lines = try PlantedBinary.lines(log)
        #expect(!lines.contains { $0.hasPrefix(#"{"broke":"#) })
        let out = planted.app.logPath("small.jsonl")

        let verify = try await planted.run(["replay", log, "--verify"])
        let result = try await planted.run(["replay", log, "--minimize", out])
        let small = try await planted.run(["replay", out, "--verify"])

        #expect(verify.status == 1)
        #expect(verify.error == "flux-movies: \(log):\(Self.breakLine(lines)): \(Self.brokeMessage(7))\n")
        #expect(result.status == 0)
        #expect(Self.progress(result.error) == Self.versionTwoProgress)
        #expect(try PlantedBinary.lines(out) == Self.minimal(of: lines))
        #expect(small.status == 1)
        #expect(small.error == "flux-movies: \(out):10: \(Self.brokeMessage(5))\n")
    }

    static let versionOneProgress = [
        "minimize: 7 -> 6 actions, 21 replays, N s", "minimize: 7 -> 5 actions, 25 replays, N s",
        "minimize: 7 -> 5 actions, 30 replays, N s",
    ]
    /// The last 5 replays try `open 24`'s payload as 0, 12, 18, 21 and 23: the first four break
    /// nothing and `open 23` is the other planted bug, a crash, so 24 stays. The search keeps
    /// "love", since the pages its effect answered are kept.
    static let versionTwoProgress = [
        "minimize: 9 -> 8 actions, 9 replays, N s", "minimize: 9 -> 7 actions, 17 replays, N s",
        "minimize: 9 -> 5 actions, 19 replays, N s", "minimize: 9 -> 5 actions, 27 replays, N s",
    ]

    /// The message of the planted break at `seq`.
    static func brokeMessage(_ seq: Int) -> String {
        #"seq \#(seq): store "details" broke "poster only with a movie" (movie: nil, poster: cancelled)"#
    }

    /// The 1-based line of seq 7's action in the recorded log `lines`: where `--verify` reports
    /// the break.
    static func breakLine(_ lines: [String]) -> Int {
        (lines.firstIndex { $0.hasPrefix(#"{"seq":7,"action":{"index":24,"#) } ?? -1) + 1
    }

    /// The recorded log `lines` reduced to the search (seq 1), its page (2), `more`, its page and
    /// `open 24`, renumbered with their causes, each followed by its completion line, without
    /// times or digests: what `--minimize` writes.
    static func minimal(of lines: [String]) -> [String] {
        let types = ["search.submitted", "search.pageLoaded", "search.nextPageRequested", "search.pageLoaded"]
        var kept: [String] = []
        var remaining = lines.dropFirst().filter { $0.hasPrefix(#"{"seq":"#) }[...]
        for (offset, type) in types.enumerated() {
            guard let index = remaining.firstIndex(where: { $0.contains(#""type":"\#(type)""#) }) else { return [] }
            let line = remaining[index]
            remaining = remaining[(index + 1)...]
            let start = line.range(of: #""action":"#)!.upperBound
            let end = line.range(of: #"\}(,"cause":[0-9]+)?,"time":"#, options: .regularExpression)!.lowerBound
            let cause = offset % 2 == 1 ? #","cause":\#(offset)"# : ""
            kept.append(#"{"seq":\#(offset + 1),"action":\#(line[start..<end])}\#(cause)}"#)
            kept.append(#"{"done":\#(offset + 1)}"#)
        }
        return [lines[0]] + kept + [#"{"seq":5,"action":{"index":24,"type":"details.opened"}}"#, #"{"done":5}"#]
    }
}
