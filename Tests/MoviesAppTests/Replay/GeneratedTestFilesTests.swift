import Foundation
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
        try Self.compare(log: log, name: name, crashingAt: nil, environment: [:])
    }

    /// `PlantedCrashTests`: the first session with a trap planted at its `navigation.back` (seq
    /// 6), so the file ends with an exit test, which `swift test` runs.
    @Test func theCheckedInExitTestIsWhatTheGeneratorWrites() throws {
        try Self.compare(
            log: "search-more-open-back.jsonl", name: "PlantedCrashTests", crashingAt: 6,
            environment: ["FLUX_MOVIES_PLANTED_FAULT": "trap:navigation.back:1"])
    }

    private static func compare(
        log: String, name: String, crashingAt: UInt64?, environment: [String: String]
    ) throws {
        let fileName = name + ".swift"
        let fresh = try MoviesTestGenerator.text(
            path: ExampleSessionTests.path(log), name: name, fileName: fileName, crashingAt: crashingAt,
            environment: environment)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated/\(fileName)")
        if ProcessInfo.processInfo.environment["FLUX_REGENERATE_TESTS"] == "1" {
            try Data(fresh.utf8).write(to: file)
        }
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(
            checkedIn == fresh,
            "Generated/\(fileName) is stale: FLUX_REGENERATE_TESTS=1 swift test --filter GeneratedTestFilesTests")
    }
}
