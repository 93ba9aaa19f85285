import ActionLogFixtures
import FluxActionLog
import Foundation
import MoviesApp
import MoviesTestSupport
import TestSupport
import Testing

/// `flux-movies replay FILE --html OUT` and `--export redux-devtools OUT` with the built executable:
/// the example sessions' exports equal the golden files and hold the replayed states; their pages
/// embed every state; markup in the log stays data; files are never overwritten without `--force`
/// nor left half-written; bad, truncated and tampered logs fail as `replay` fails.
///
/// The golden files are `Tests/Support/MoviesTestSupport/Fixtures/redux-devtools/NAME.json`;
/// regenerate them after a deliberate change of the export (then review the diff) with:
/// `for s in search-more-open-back recent-pick error-and-cancel; do swift run flux-movies replay
/// Examples/sessions/$s.jsonl --export redux-devtools Tests/Support/MoviesTestSupport/Fixtures/redux-devtools/$s.json --force; done`
@Suite(.startsProcesses) struct InspectorCommandTests {
    @Test(.tags(.sanitized), arguments: InspectorLogs.examples)
    func theExportOfAnExampleSessionEqualsItsGoldenFile(name: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let out = app.logPath("out.json")

        let result = try await app.replay([InspectorLogs.example(name), "--export", "redux-devtools", out])

        #expect(result.status == 0 && result.error == "" && result.output == "wrote \(out)\n")
        #expect(try app.contents("out.json") == TestFixtures.data("redux-devtools/\(name).json"))
    }

    @Test(arguments: InspectorLogs.examples)
    func theExportHoldsTheLoggedActionsAndTheReplayedStates(name: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example(name)
        _ = try await app.replay([log, "--export", "redux-devtools", app.logPath("h.json")])
        let lifted = try ActionLogJSON(parsing: Array(try app.contents("h.json")))
        let printed = try await InspectorLogs.printedStates(log, app: app)
        let final = try ActionLogJSON(parsing: Array(try await app.replay([log, "--print", "final"]).output.utf8))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
            try ActionLogJSON(parsing: Array($0.utf8))
        }
        let count = lines.count - 1

        #expect(lifted["stagedActionIds"] == .array((0...count).map { .integer(Int64($0)) }))
        #expect(lifted["skippedActionIds"] == .array([]) && lifted["monitorState"] == .object([:]))
        #expect(
            lifted["currentStateIndex"] == .integer(Int64(count))
                && lifted["nextActionId"] == .integer(Int64(count + 1)))
        #expect(lifted["isLocked"] == .bool(false) && lifted["isPaused"] == .bool(false))
        guard case .object(let actions)? = lifted["actionsById"], case .array(let computed)? = lifted["computedStates"]
        else {
            Issue.record("no actionsById or computedStates")
            return
        }
        #expect(actions.keys.sorted { Int($0) ?? 0 < Int($1) ?? 0 } == (0...count).map(String.init))
        #expect(computed.count == count + 1)
        #expect(
            actions["0"]
                == .object([
                    "type": .string("PERFORM_ACTION"), "action": .object(["type": .string("@@INIT")]),
                    "timestamp": .integer(Self.milliseconds(lines[0]["created"])),
                ]))
        for seq in 1...count {
            #expect(
                actions[String(seq)]
                    == .object([
                        "type": .string("PERFORM_ACTION"), "action": lines[seq]["action"] ?? .null,
                        "notation": .string(ActionNotation.text(of: lines[seq]["action"] ?? .null)),
                        "timestamp": .integer(Self.milliseconds(lines[seq]["time"])),
                    ]), "seq \(seq)")
        }
        #expect(computed.map { $0["state"] } == printed.map { $0["states"] })
        #expect(lifted["committedState"] == printed.first?["states"])
        #expect(computed.last?["state"] == final["states"])
        #expect(lines[0]["stores"] == .array(["search", "suggestions", "details", "navigation"].map { .string($0) }))
    }

    /// The milliseconds of a logged time.
    static func milliseconds(_ time: ActionLogJSON?) -> Int64 {
        guard case .string(let text)? = time else { return -1 }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) } ?? -1
    }

    @Test(arguments: InspectorLogs.examples)
    func thePageOfAnExampleSessionEmbedsEveryReplayedState(name: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example(name)
        let out = app.logPath("p.html")

        let result = try await app.replay([log, "--html", out])

        #expect(result.status == 0 && result.error == "" && result.output == "wrote \(out)\n")
        let reader = try InspectorPageReader(html: String(decoding: try app.contents("p.html"), as: UTF8.self))
        let printed = try await InspectorLogs.printedStates(log, app: app)
        #expect(reader.count == printed.count - 1)
        #expect(reader.meta["file"] == .string("\(name).jsonl"))
        #expect(reader.meta["app"] == .object(["name": .string("flux-movies"), "version": .string("0.2.0")]))
        #expect(
            reader.meta["digests"]
                == .object([
                    "recorded": .integer(Int64(reader.count)), "matched": .integer(Int64(reader.count)),
                    "initial": .string("matched"),
                ]))
        #expect(reader.meta["divergence"] == .null && reader.meta["truncation"] == .null)
        #expect(
            try (1...reader.count).map { try reader.action($0) } == printed.dropFirst().map { $0["action"] ?? .null })
    }

    @Test(
        .enabled(
            if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH to run the page's logic"),
        arguments: InspectorLogs.examples)
    func thePagesLogicRebuildsEveryReplayedStateOfAnExampleSession(name: String) async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example(name)
        _ = try await app.replay([log, "--html", app.logPath("p.html")])

        let rebuilt = try await PageLogic.states(ofPage: String(decoding: try app.contents("p.html"), as: UTF8.self))

        let stores = ["search", "suggestions", "details", "navigation"]
        let printed = try await InspectorLogs.printedStates(log, app: app)
        #expect(
            rebuilt.map { ActionLogJSON.object(Dictionary(uniqueKeysWithValues: zip(stores, $0))) }
                == printed.map { $0["states"] ?? .null })
    }

    @Test(.tags(.sanitized)) func markupInTheLogIsEmbeddedAsDataOnly() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try await MainActor.run { try InspectorLogs.recordHostile(to: app.logPath("hostile.jsonl")) }

        let result = try await app.replay([app.logPath("hostile.jsonl"), "--html", app.logPath("h.html")])

        #expect(result.status == 0 && result.error == "")
        let html = String(decoding: try app.contents("h.html"), as: UTF8.self)
        for raw in [
            InspectorLogs.scriptTitle, InspectorLogs.imageTitle, "<img", "<b>", "alert(1)</script>", "\u{2028}",
        ] {
            #expect(!html.contains(raw), "\(raw) is in the page as is")
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 3)
    }

    @Test(
        .enabled(
            if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH to run the page's logic"))
    func markupInTheLogIsReadBackExactlyByThePagesLogic() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try await MainActor.run { try InspectorLogs.recordHostile(to: app.logPath("hostile.jsonl")) }
        _ = try await app.replay([app.logPath("hostile.jsonl"), "--html", app.logPath("h.html")])

        let states = try await PageLogic.states(ofPage: String(decoding: try app.contents("h.html"), as: UTF8.self))

        let titles = states[2][0]["pages"].flatMap { pages -> [ActionLogJSON]? in
            guard case .array(let list) = pages, case .array(let movies)? = list.first?["movies"] else { return nil }
            return movies.compactMap { $0["title"] }
        }
        #expect(titles == [.string(InspectorLogs.scriptTitle), .string(InspectorLogs.imageTitle)])
        #expect(states[3][2]["movie"]?["title"] == .string(InspectorLogs.imageTitle))
        #expect(states[1][0]["query"] == .string(InspectorLogs.query))
    }

    @Test func anExistingFileIsReplacedOnlyWithForce() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = InspectorLogs.example("recent-pick")
        try Data("keep".utf8).write(to: app.directory.file("p.html"))
        try Data("keep".utf8).write(to: app.directory.file("h.json"))

        let html = try await app.replay([log, "--html", app.logPath("p.html")])
        let export = try await app.replay([log, "--export", "redux-devtools", app.logPath("h.json")])
        let before = try app.directory.contents()
        let forced = try await app.replay([log, "--html", app.logPath("p.html"), "--force"])

        #expect(html.status == 2 && html.output == "")
        #expect(
            html.error
                == "flux-movies: --html: \(app.logPath("p.html")) already exists; refusing to overwrite it (add --force to replace it)\n"
        )
        #expect(export.status == 2)
        #expect(
            export.error
                == "flux-movies: --export: \(app.logPath("h.json")) already exists; refusing to overwrite it (add --force to replace it)\n"
        )
        #expect(try app.contents("h.json") == Data("keep".utf8))
        #expect(before.filter { !$0.hasPrefix("std") } == ["h.json", "p.html"])
        #expect(forced.status == 0 && forced.error == "")
        #expect(String(decoding: try app.contents("p.html"), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        #expect(try app.directory.contents().filter { !$0.hasPrefix("std") } == ["h.json", "p.html"])
    }

    @Test func theLogItselfADirectoryAndAMissingDirectoryAreRefusedBeforeReplaying() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = try InspectorLogs.write(
            try String(contentsOfFile: InspectorLogs.example("recent-pick"), encoding: .utf8)
                .split(separator: "\n").map(String.init), to: "s.jsonl", in: app)

        let itself = try await app.replay([log, "--html", log, "--force"])
        let directory = try await app.replay([log, "--html", app.directory.url.path, "--force"])
        let missing = try await app.replay([log, "--export", "redux-devtools", app.logPath("no/h.json")])

        #expect(
            itself.status == 2
                && itself.error == "flux-movies: --html: \(log) is the log being replayed; choose another file\n")
        #expect(
            directory.status == 2
                && directory.error == "flux-movies: --html: \(app.directory.url.path) is a directory; name a file\n")
        #expect(missing.status == 2)
        #expect(
            missing.error
                == "flux-movies: --export: cannot create \(app.logPath("no/h.json")): No such file or directory\n")
        #expect(
            try app.contents("s.jsonl") == Data(contentsOf: URL(fileURLWithPath: InspectorLogs.example("recent-pick"))))
    }

    @Test func aBadLogWritesNothingAndFailsAsReplayFails() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather"])
        var lines = try app.logLines("s.jsonl")
        lines[1] = lines[1].replacingOccurrences(of: "search.submitted", with: "search.sumbitted")
        let bad = try InspectorLogs.write(lines, to: "bad.jsonl", in: app)
        try Data().write(to: app.directory.file("empty.jsonl"))

        for log in [bad, app.logPath("empty.jsonl"), app.logPath("nope.jsonl")] {
            let replay = try await app.replay([log])
            let html = try await app.replay([
                log, "--html", app.logPath("p.html"), "--export", "redux-devtools", app.logPath("h.json"),
            ])

            #expect(html.status == 1 && replay.status == 1)
            #expect(html.error == replay.error && html.output == "")
            #expect(
                try app.directory.contents().filter { !$0.hasPrefix("std") } == [
                    "bad.jsonl", "data", "empty.jsonl", "s.jsonl",
                ])
        }
    }

    @Test func aTruncatedLogWritesThePageOfItsCompleteLinesAndExitsOne() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1"])
        // Cut 40 bytes into line 6 (seq 3's action), after dropping line 7 (its completion).
        let completion = try app.logLines("s.jsonl")[6].utf8.count + 1
        try app.contents("s.jsonl").dropLast(completion + 40).write(to: app.directory.file("cut.jsonl"))
        let log = app.logPath("cut.jsonl")

        let replay = try await app.replay([log, "--verify"])
        let html = try await app.replay([log, "--html", app.logPath("p.html")])

        #expect(html.status == 1 && replay.status == 1)
        #expect(html.error == replay.error && html.output == "wrote \(app.logPath("p.html"))\n")
        let reader = try InspectorPageReader(html: String(decoding: try app.contents("p.html"), as: UTF8.self))
        #expect(reader.count == 2)
        #expect(
            reader.meta["truncation"] == .string(replay.error.dropFirst("flux-movies: ".count).dropLast().description))
    }

    @Test func aDivergenceIsMarkedInThePageAndReportedAsVerifyReportsIt() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1", "back"])
        var lines = try app.logLines("s.jsonl")
        // Line 5: seq 3's action (header, then an action line and a completion line per action).
        lines[5] = lines[5].replacingOccurrences(of: #""index":1,"#, with: #""index":2,"#)
        let log = try InspectorLogs.write(lines, to: "t.jsonl", in: app)

        let verify = try await app.replay([log, "--verify", "--print", "final"])
        let html = try await app.replay([log, "--html", app.logPath("p.html"), "--until", "4"])

        #expect(verify.status == 1 && html.status == 1 && html.error == verify.error)
        #expect(
            html.error.hasPrefix(
                "flux-movies: \(log):6: replay diverged at seq 3, action {\"index\":2,\"type\":\"details.opened\"}\n"))
        let reader = try InspectorPageReader(html: String(decoding: try app.contents("p.html"), as: UTF8.self))
        #expect(reader.count == 4)
        #expect(reader.meta["digests"]?["matched"] == .integer(2) && reader.meta["digests"]?["recorded"] == .integer(4))
        #expect(reader.meta["divergence"]?["seq"] == .integer(3))
        #expect(
            reader.meta["divergence"]?["stores"].map { stores -> [ActionLogJSON] in
                guard case .array(let list) = stores else { return [] }
                return list.compactMap { $0["store"] }
            } == [.string("details")])
    }

    @Test func anUnknownExportFormatIsAUsageError() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay(["s.jsonl", "--export", "har", "h.json"])

        #expect(result.status == 2 && result.output == "")
        #expect(result.error == "flux-movies: --export must be redux-devtools, got 'har'\nTry 'flux-movies --help'.\n")
    }
}
