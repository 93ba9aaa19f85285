import FluxActionLog
import Foundation
import MoviesApp
import MoviesTestSupport
import Testing

@testable import flux_movies

/// The tests in `Tests/MoviesAppTests/Generated` were written by `replay --emit-test` from the
/// sessions in `Examples/sessions`; `swift test` compiles and runs them. This checks each is
/// exactly what the generator writes today, so they cannot go stale (like snapshot files).
/// To rewrite them after a deliberate change:
/// `FLUX_REGENERATE_TESTS=1 swift test --filter GeneratedTestFilesTests`.
@MainActor @Suite struct GeneratedTestFilesTests {
    /// Each example session and the suite generated from it.
    nonisolated static let sessions = [
        ("search-more-open-back.jsonl", "SearchMoreOpenBackTests"),
        ("recent-pick.jsonl", "RecentPickTests"),
        ("error-and-cancel.jsonl", "ErrorAndCancelTests"),
    ]

    @Test(arguments: sessions)
    func theCheckedInFileIsWhatTheGeneratorWrites(log: String, name: String) throws {
        try Self.compare(log: log, name: name, crashingAt: nil)
    }

    /// `PlantedBugRegressionTests`: the minimized log of the planted bug's crash (seq 5, `open` of
    /// item 3 of page 2 in a build with `-DFLUX_MOVIES_PLANTED_BUG`), so the file ends with a
    /// regression exit test, which `swift test` runs (it passes here: this build has no bug) and
    /// `scripts/planted-bug.sh` runs on the planted build (it fails there).
    @Test func theCheckedInRegressionTestIsWhatTheGeneratorWrites() throws {
        try Self.compare(log: "planted-bug-minimal.jsonl", name: "PlantedBugRegressionTests", crashingAt: 5)
    }

    /// A log whose first action crashes: the exit test sends it alone, and as no action before
    /// the crash changes a state, the unused `stores` binding is dropped.
    @Test func aCrashAtTheFirstActionGivesAnExitTestWithoutTheStoresBinding() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let log = directory.file("first.jsonl").path
        let lines = try String(contentsOfFile: ExampleSessionTests.path("planted-bug-minimal.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let first = #"{"seq":1,"action":{"index":3,"type":"details.opened"}}"#
        try [lines[0], first, ""].joined(separator: "\n").write(toFile: log, atomically: true, encoding: .utf8)

        let text = try MoviesTestGenerator.text(path: log, name: "FirstTests", fileName: "F.swift", crashingAt: 1)

        #expect(text.contains("    @Test func seq1DoesNotCrash() async {\n"))
        #expect(
            text.contains(
                "        _ = core.stores\n        let store = TestStore(dispatcher: core.dispatcher)\n\n"
                    + "        guard throughTheCrash else { return }\n"))
        #expect(text.hasSuffix("        store.send(.details(.opened(index: 3)))\n    }\n}\n"))
    }

    /// `BlackBoxWindowTests`: the second session (9 actions) through a black box that keeps 3
    /// actions, so its log starts at the checkpoint after action 6 (a search for "alien" shown):
    /// the test restores the states there, then sends actions 7...9 as seq 1...3. Not compiled:
    /// it would repeat RecentPickTests' values and last steps (a round trip checks that it does),
    /// so only the rest is kept, as `Generated/BlackBoxWindowTests.swift.snapshot`; a compiled
    /// generated test that restores a checkpoint is FluxActionLogTests' `TallyBlackBoxTests`.
    @Test func theCheckedInTestOfABlackBoxWindowStartsFromItsCheckpoint() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let core = AppCore()
        let blackBox = try ActionLogBlackBox(
            dispatcher: core.dispatcher, app: SessionRecording.app, directory: directory.file("crashes").path,
            capacity: 3)
        let reader = try ActionLogReader<AppAction>(path: ExampleSessionTests.path("recent-pick.jsonl"))
        while let record = try reader.next() { core.dispatcher.send(record.action) }
        let window = directory.file("black-box-window.jsonl").path
        try blackBox.write(to: window)
        blackBox.close()

        let text = try MoviesTestGenerator.text(
            path: window, name: "BlackBoxWindowTests", fileName: "BlackBoxWindowTests.swift", crashingAt: nil)
        let (values, rest) = try #require(Self.splitValues(text))

        // The values are the ones RecentPickTests (the whole session, compiled and run) declares,
        // under other names: the window's test is that test's tail, from the checkpoint.
        let golden = try String(contentsOf: Self.generatedFile("RecentPickTests.swift"), encoding: .utf8)
        let declarations = values.components(separatedBy: "\n        let ").dropFirst()
        #expect(declarations.count == 1)  // the page of "alien" results, moviesPage2 there
        for declaration in declarations {
            let body = try #require(declaration.split(separator: " = ", maxSplits: 1).last)
            #expect(golden.contains(" = " + body), "not in RecentPickTests: \(declaration.prefix(60))")
        }
        // The rest (the checkpoint's states, then the 3 actions) is pinned as a snapshot.
        try Self.compare(rest, with: "BlackBoxWindowTests.swift.snapshot")
        #expect(rest.contains("        store.restore {\n            $0[stores.search].query = \"alien\"\n"))
        #expect(rest.contains("        // seq 3\n"))
        #expect(!rest.contains("        // seq 4\n"))
    }

    /// `text` without its block of shared values: the block, and the text with the block cut.
    private static func splitValues(_ text: String) -> (values: String, rest: String)? {
        let start = "        // Values that more than one step writes.\n"
        guard let from = text.range(of: start), let to = text.range(of: "\n\n", range: from.upperBound..<text.endIndex)
        else { return nil }
        let values = String(text[from.lowerBound..<to.lowerBound])
        let rest = String(text[..<from.lowerBound]) + "        // (shared values)" + String(text[to.lowerBound...])
        return (values, rest)
    }

    private static func generatedFile(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated/\(name)")
    }

    private static func compare(log: String, name: String, crashingAt: UInt64?) throws {
        try compare(path: ExampleSessionTests.path(log), name: name, crashingAt: crashingAt)
    }

    private static func compare(path: String, name: String, crashingAt: UInt64?) throws {
        let fileName = name + ".swift"
        let fresh = try MoviesTestGenerator.text(path: path, name: name, fileName: fileName, crashingAt: crashingAt)
        try compare(fresh, with: fileName)
    }

    /// Checks `fresh` against the file `Generated/fileName` (rewritten first with
    /// `FLUX_REGENERATE_TESTS=1`).
    private static func compare(_ fresh: String, with fileName: String) throws {
        let file = generatedFile(fileName)
        if ProcessInfo.processInfo.environment["FLUX_REGENERATE_TESTS"] == "1" {
            try Data(fresh.utf8).write(to: file)
        }
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(
            checkedIn == fresh,
            "Generated/\(fileName) is stale: FLUX_REGENERATE_TESTS=1 swift test --filter GeneratedTestFilesTests")
    }
}
