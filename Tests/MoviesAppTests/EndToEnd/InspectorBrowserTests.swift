import Foundation
import MoviesApp
import MoviesTestSupport
import TestSupport
import Testing

/// The session inspector in a real browser: `Tests/Support/Browser/inspector_browser_test.py`
/// drives headless Chromium over pages `flux-movies replay --html` wrote for the example sessions,
/// a tampered log and a log whose titles are markup, and checks what they show against
/// `replay --print states` (see that script for every check). Screenshots of each page go to
/// `.build/test-artifacts/inspector/`. Without Chromium, its driver and Selenium, the test is
/// skipped with the reason. It runs once, in the plain pass: under a sanitizer it would check the
/// same pages again (the longest test of each pass: 6.4 minutes under AddressSanitizer, 9.4
/// under ThreadSanitizer), while every page-writing path runs sanitized in the other tests.
@Suite(.startsProcesses) struct InspectorBrowserTests {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The checks every page gets, in the order the script runs them.
    static func checks(kind: String, blame: Bool = false) -> [String] {
        let extra = ["tampered": ["divergence"], "hostile": ["markup-as-text"]][kind] ?? []
        return [
            "load", "no-network", "opens-at-last", "no-extension", "click", "keys", "deep-link", "tabs", "filters",
            "chart",
        ]
            + (blame ? ["blame"] : []) + extra + ["console", "screenshot"]
    }

    @Test(
        .enabled(
            "needs chromium, chromedriver and python3 with selenium (Debian: chromium chromium-driver python3-selenium)"
        ) { ContinuousIntegration.requires(await BrowserTools.available) },
        .disabled(if: Sanitizer.current != nil, "the browser test runs once, in the plain pass"),
        .timeLimit(.minutes(10)))
    func theInspectorPagesWorkInHeadlessChromium() async throws {
        let tools = try #require(await BrowserTools.found)
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        var pages: [[String: Any]] = []
        let queries = ["search-more-open-back": "pageloaded", "recent-pick": "alien", "error-and-cancel": "failed"]
        let shots = ["search-more-open-back": 5, "recent-pick": 7, "error-and-cancel": 2]
        for name in InspectorLogs.examples {
            await pages.append(
                try Self.page(name, log: InspectorLogs.example(name), kind: "example", app: app)
                    .merging(["query": queries[name] ?? "", "shot": shots[name] ?? 1]) { $1 })
        }
        // Clicking navigation.screen in the tree lists what `replay --blame` prints for it.
        let blamed = try await app.replay([
            InspectorLogs.example("search-more-open-back"), "--blame", "navigation.screen",
        ])
        pages[0]["blame"] = ["store": "navigation", "field": "navigation.screen", "lines": blamed.lines]
        _ = try await app.record("s.jsonl", lines: ["search godfather", "open 1", "back"])
        var lines = try app.logLines("s.jsonl")
        // seq 3 (`open 1`) now opens item 2; its completion line still holds the recorded digests.
        let open = try #require(lines.firstIndex { $0.hasPrefix(#"{"seq":3,"#) })
        lines[open] = lines[open].replacingOccurrences(of: #""index":1,"#, with: #""index":2,"#)
        let tampered = try InspectorLogs.write(lines, to: "tampered.jsonl", in: app)
        await pages.append(
            try Self.page("tampered", log: tampered, kind: "tampered", app: app)
                .merging(["divergence": 3, "query": "opened", "shot": 3]) { $1 })
        // Only the recording needs the main actor; the browser run must not hold it (other suites need it).
        try await MainActor.run { try InspectorLogs.recordHostile(to: app.logPath("hostile.jsonl")) }
        await pages.append(
            try Self.page("hostile", log: app.logPath("hostile.jsonl"), kind: "hostile", app: app)
                .merging(["titles": [InspectorLogs.scriptTitle, InspectorLogs.imageTitle], "query": "<b>", "shot": 3]) {
                    $1
                })
        let artifacts = Self.root.appendingPathComponent(".build/test-artifacts/inspector")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let plan: [String: Any] = [
            "chromium": tools.chromium, "chromedriver": tools.chromedriver, "artifacts": artifacts.path,
            "pages": pages,
        ]
        try JSONSerialization.data(withJSONObject: plan).write(to: app.directory.file("plan.json"))

        let script = Self.root.appendingPathComponent("Tests/Support/Browser/inspector_browser_test.py").path
        let result = try await app.runProgram(tools.python, [script, app.logPath("plan.json")])

        let expected =
            pages.flatMap { page in
                Self.checks(kind: page["kind"] as? String ?? "", blame: page["blame"] != nil).map {
                    "ok \(page["name"] ?? ""): \($0)"
                }
            } + [
                "ok search-more-open-back: devtools-stub", "ok search-more-open-back: devtools-console",
                "ok search-more-open-back: narrow", "done: 0 failed",
            ]
        #expect(result.lines == expected, "stderr: \(result.error.suffix(4_000))")
        #expect(result.status == 0)
        for page in pages {
            let name = page["name"] as? String ?? ""
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("\(name).png").path))
        }
    }

    /// Writes the page, the export and the printed states of `log`; returns the plan's entry.
    static func page(_ name: String, log: String, kind: String, app: FluxMoviesProcess) async throws -> [String: Any] {
        let html = app.logPath("\(name).html")
        let export = app.logPath("\(name).json")
        let states = app.logPath("\(name).states")
        let written = try await app.replay([log, "--html", html, "--export", "redux-devtools", export])
        #expect(written.output == "wrote \(html)\nwrote \(export)\n", "\(name): \(written.error)")
        try Data(try await app.replay([log, "--print", "states"]).output.utf8).write(to: URL(fileURLWithPath: states))
        return ["name": name, "kind": kind, "html": html, "export": export, "states": states]
    }
}
