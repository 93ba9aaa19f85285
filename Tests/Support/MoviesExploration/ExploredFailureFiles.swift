import FluxActionLog
import FluxExploration
import FluxTestGeneration
import Foundation
import MoviesApp

/// The files a failure of flux-movies' exploration is written to: its action log (which
/// `flux-movies replay` and `movies-explore replay` verify, blame and inspect) and its Swift
/// Testing file, both named after the failing sequence's seed.
@MainActor
package enum ExploredFailureFiles {
    /// The application named in the logs' headers: flux-movies itself.
    package static let app = ActionLogApp(name: AppVersion.name, version: AppVersion.current)

    /// `explored-BDD732262FEB6E95.jsonl` and `ExploredBDD732262FEB6E95Tests.swift` in `directory`.
    package static func names(of seed: UInt64, in directory: URL) -> (log: URL, test: URL) {
        let hex = String(seed, radix: 16, uppercase: true)
        return (
            directory.appendingPathComponent("explored-\(hex).jsonl"),
            directory.appendingPathComponent("Explored\(hex)Tests.swift")
        )
    }

    /// Writes the log and the test of `found` into `directory` (created if missing).
    ///
    /// The same failure gives the same bytes, so a file already there with those bytes is kept;
    /// one with other bytes is never replaced: the write fails, naming it.
    /// - Returns: the two files.
    /// - Throws: ``Conflict`` for a file with other contents; what recording or generating throws.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    package static func write(
        _ found: ExplorationCounterexample<AppAction>, of explorer: Explorer<ExploredMovies>, into directory: URL
    ) throws -> (log: URL, test: URL) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (log, test) = names(of: found.seed, in: directory)
        let partial = directory.appendingPathComponent(".\(log.lastPathComponent).\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: partial) }
        try explorer.recordLog(of: found, to: partial.path, app: app)
        let name = test.deletingPathExtension().lastPathComponent
        let text = try generator(name: name, log: log.lastPathComponent)
            .generate(from: ActionLogReader<AppAction>(path: partial.path)) { AppCore().dispatcher }
        try place(try Data(contentsOf: partial), at: log)
        try place(Data(text.utf8), at: test)
        return (log, test)
    }

    /// The generator of an explored failure's test: the stores of `AppCore` with the parts
    /// `MOVIES_EXPLORE_PLANT` names (``MoviesPlant/fromEnvironment()``), expecting the states the
    /// app's own reducers give. So the test fails while the bug is in the parts it runs, and
    /// passes without it.
    package static func generator(name: String, log: String) -> ActionLogTestGenerator<AppAction> {
        var generator = ActionLogTestGenerator<AppAction>(
            name: name, imports: ["Foundation", "MoviesApp", "MoviesDomain", "MoviesExploration"],
            setup: [
                "let core = AppCore(parts: MoviesPlant.fromEnvironment())",
                "let stores = core.stores",
                "let store = TestStore(dispatcher: core.dispatcher)",
            ],
            storeState: { "$0[stores.\($0)]" })
        generator.notes = [
            "Made by: movies-explore, from the failing sequence it logged in \(log).",
            "It runs the parts MOVIES_EXPLORE_PLANT names (unset: the app's own) and expects the app's own states.",
        ]
        return generator
    }

    /// Writes `data` at `url` unless a file with other contents is there.
    /// - Throws: ``Conflict`` for a file with other contents; what writing throws.
    package static func place(_ data: Data, at url: URL) throws {
        if let existing = FileManager.default.contents(atPath: url.path) {
            guard existing == data else { throw Conflict(path: url.path) }
            return
        }
        try data.write(to: url, options: .withoutOverwriting)
    }

    /// A file of an earlier failure with other contents where a new one is to be written.
    package struct Conflict: Error, CustomStringConvertible {
        /// The file.
        package let path: String
        /// What went wrong and what to do.
        package var description: String {
            "\(path) exists with other contents: it is kept; move it away or write into another --out folder"
        }
    }
}
