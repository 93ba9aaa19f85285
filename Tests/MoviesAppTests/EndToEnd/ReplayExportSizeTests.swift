import Foundation
import TestSupport
import Testing

/// `replay --export --max-age N` writes only the last N actions and says what it left out;
/// `--max-size` refuses a file that would be larger, saying its size, and writes nothing.
@Suite(.startsProcesses) struct ReplayExportSizeTests {
    static let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/sessions/search-more-open-back.jsonl").path

    static func object(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func maxAgeExportsTheLastActionsAndSaysWhichWereLeftOut() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let all = app.logPath("all.json")
        let last = app.logPath("last.json")

        let full = try await app.replay([Self.log, "--export", "redux-devtools", all])
        let cut = try await app.replay([Self.log, "--export", "redux-devtools", last, "--max-age", "2"])
        let spanish = try await app.replay(
            [Self.log, "--export", "redux-devtools", app.logPath("es.json"), "--max-age=2"],
            environment: ["LANG": "es_ES.UTF-8"])

        #expect(full.status == 0 && full.output == "wrote \(all)\n")
        #expect(cut.status == 0 && cut.error == "")
        #expect(
            cut.output
                == "wrote \(last): the last 2 actions, seq 5 to 6; seq 1 to 4 are left out (--max-age N or all keeps more)\n"
        )
        #expect(
            spanish.output
                == "se escribió \(app.logPath("es.json")): las últimas 2 acciones, seq 5 a 6; se omiten las seq 1 a 4 "
                + "(--max-age N o all guarda más)\n")
        let whole = try Self.object(all)
        let window = try Self.object(last)
        #expect(window["stagedActionIds"] as? [Int] == [0, 5, 6])
        #expect(window["currentStateIndex"] as? Int == 2 && window["nextActionId"] as? Int == 7)
        let states = { (object: [String: Any]) in
            try JSONSerialization.data(withJSONObject: object["computedStates"] ?? [], options: [.sortedKeys])
        }
        let wholeStates = try #require(whole["computedStates"] as? [Any])
        #expect(
            try states(window)
                == JSONSerialization.data(withJSONObject: Array(wholeStates.suffix(3)), options: [.sortedKeys]))
        let actions = try #require(window["actionsById"] as? [String: [String: Any]])
        #expect(actions.keys.sorted() == ["0", "5", "6"])
        #expect(
            actions["0"]?["action"] as? [String: String] == [
                "type": "@@INIT", "note": "seq 1 to 4 are left out; this is the state after seq 4",
            ])
    }

    @Test func aFileLargerThanMaxSizeIsNotWrittenAndItsSizeIsSaid() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let out = app.logPath("big.json")
        let page = app.logPath("big.html")

        let export = try await app.replay([Self.log, "--export", "redux-devtools", out, "--max-size", "20K"])
        let html = try await app.replay([Self.log, "--html", page, "--max-size=20kb"])
        let unlimited = try await app.replay([Self.log, "--export", "redux-devtools", out, "--max-size", "0"])

        #expect(export.status == 2 && export.output == "")
        #expect(
            export.error
                == "flux-movies: --export: \(out) would be larger than 20.0 KB (52.1 KB by seq 6, about 52.1 KB in "
                + "all); nothing was written. Keep fewer actions with --max-age N, or allow a larger file with "
                + "--max-size SIZE (0: no limit)\n")
        #expect(html.status == 2)
        #expect(html.error.hasPrefix("flux-movies: --html: \(page) would be larger than 20.0 KB ("))
        #expect(
            html.error.hasSuffix("); nothing was written. Allow a larger file with --max-size SIZE (0: no limit)\n"))
        #expect(unlimited.status == 0 && unlimited.output == "wrote \(out)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: app.directory.url.path)
        #expect(names.filter { $0.contains("big") } == ["big.json"])
    }

    @Test func sizeOptionMistakes() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let cases: [([String], String)] = [
            (["--max-age", "3"], "--max-age needs --export FORMAT FILE"),
            (["--html", app.logPath("p.html"), "--max-age", "3"], "--max-age needs --export FORMAT FILE"),
            (["--max-size", "1G"], "--max-size needs --html FILE or --export FORMAT FILE"),
            (
                ["--export", "redux-devtools", app.logPath("x.json"), "--max-age", "0"],
                "--max-age must be a whole number of actions from 1, or all, got '0'"
            ),
            (
                ["--html", app.logPath("p.html"), "--max-size", "2Q"],
                "--max-size must be a size in bytes, with K, M or G for thousands, millions or billions "
                    + "(0: no limit), got '2Q'"
            ),
        ]
        for (arguments, message) in cases {
            let result = try await app.replay([Self.log] + arguments)
            #expect(result.status == 2)
            #expect(result.error == "flux-movies: \(message)\nTry 'flux-movies --help'.\n")
        }
    }
}
