import FluxMoviesFuzzing
import Foundation
import Testing

/// Every checked-in fuzz input goes through its target in every `swift test`: the seeds, and
/// each crash a fuzzing run found (kept in `Fuzz/Corpus/TARGET` as a regression input). A broken
/// invariant stops the test process with the target's message.
@MainActor
@Suite struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The regular files of `folder` (relative to the package root), sorted by name.
    static func inputs(_ folder: String) throws -> [URL] {
        let url = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: ["action-log-replay", "console-input", "catalog", "tmdb-and-storage"])
    func everyCheckedInInputPassesItsTarget(target: String) throws {
        let run = try #require(FuzzTargets.all[target])
        let inputs = try Self.inputs("Fuzz/Corpus/\(target)")
        #expect(inputs.count >= 3, "the seed corpus of \(target) is missing")
        for input in inputs { run(try Data(contentsOf: input)) }
    }

    @Test func theExampleSessionsPassTheReplayTarget() throws {
        let sessions = try Self.inputs("Examples/sessions").filter { $0.pathExtension == "jsonl" }
        #expect(sessions.count == 4)  // the three recorded sessions and the planted bug's minimal log
        for session in sessions { FuzzTargets.actionLogReplay(try Data(contentsOf: session)) }
    }

    @Test func everyTargetHasADictionary() throws {
        let dictionaries = try Self.inputs("Fuzz/Dictionaries").map(\.lastPathComponent)
        #expect(dictionaries == FuzzTargets.all.keys.sorted().map { "\($0).dict" })
    }
}
