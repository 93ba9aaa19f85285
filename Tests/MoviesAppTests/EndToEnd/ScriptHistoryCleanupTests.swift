import Foundation
import Testing

/// A script keeps no history, but removes the history's temporary files that killed sessions
/// left in the data directory (issue 34, item 24), and only those.
@Suite(.startsProcesses) struct ScriptHistoryCleanupTests {
    @Test func aScriptRemovesTheStaleHistoryTemporariesAndKeepsEverythingElse() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let data = app.dataDirectory
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for (name, age) in [(".history.tmp-4245-OLD", 3_600.0), (".history.tmp-4246-FRESH", 1), ("notes.tmp-1", 3_600)]
        {
            let url = data.appendingPathComponent(name)
            try Data("[\"ha".utf8).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
        }

        let result = try await app.run(lines: ["amelie"])
        #expect(result.status == 0 && result.error == "")
        let left = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
        #expect(!left.contains(".history.tmp-4245-OLD"))
        #expect(left.contains(".history.tmp-4246-FRESH") && left.contains("notes.tmp-1"))
        #expect(!left.contains("history"))
    }
}
