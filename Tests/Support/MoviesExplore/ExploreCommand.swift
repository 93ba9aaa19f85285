import FluxExploration
import FluxReplayTool
import Foundation
import MoviesApp
import MoviesExploration

/// `movies-explore`'s run: each seed explored in turn (the saved failures first), each new
/// failure written, saved and reported with the lines that reproduce it.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
enum ExploreCommand {
    /// Exit statuses: no failure (or only known ones), a new failure, a wrong command line or a
    /// file that cannot be written.
    enum Status: Int32 {
        /// No failure, or only known ones.
        case passed = 0
        /// A new failure: its files are written.
        case failed = 1
        /// A wrong command line, or a file that cannot be read or written.
        case usage = 2
    }

    /// Runs the command; returns its exit status. `tool` is the app's replay tool, which
    /// minimizes a crashing sequence's log in children of its own.
    static func main(_ arguments: [String], tool: ReplayTool<AppAction>) -> Int32 {
        do {
            let parsed = try ExploreArguments(parsing: arguments)
            // The replay tool's children and dispatchers run the planted parts too.
            if let plant = parsed.plant { setenv(MoviesPlant.environmentVariable, plant.rawValue, 1) }
            switch parsed.role {
            case .parent: return try supervise(parsed, arguments: arguments, tool: tool).rawValue
            case .explorer(let progress): return try run(parsed, progress: URL(fileURLWithPath: progress)).rawValue
            case .recorder(let seed, let log): return try record(seed, to: log, parsed).rawValue
            }
        } catch let error as UsageError {
            printError("movies-explore: \(error.message)\n\(ExploreArguments.usage)")
        } catch {
            printError("movies-explore: \(error)")
        }
        return Status.usage.rawValue
    }

    /// Explores every seed; stops at the first new failure.
    /// `progress` gets the exploration's and the sequence's seeds before each sequence runs.
    static func run(_ arguments: ExploreArguments, progress: URL) throws -> Status {
        let explorer = explorer(arguments)
        let out = URL(fileURLWithPath: arguments.out)
        let saved = ExplorationSavedFailures(directory: savedFolder(arguments))
        let known = try knownFailures(in: arguments.known)
        var savedSeeds = try saved.seeds()
        for seed in arguments.seeds {
            let report = try explorer.explore(seed: seed, savedFirst: savedSeeds) { sequence in
                let origin = savedSeeds.contains(sequence) ? "saved" : "drawn"
                try? Data("\(hex(seed)) \(hex(sequence)) \(origin)\n".utf8).write(to: progress)
            }
            savedSeeds = []
            guard let found = report.counterexample else {
                print("movies-explore: \(report)")
                continue
            }
            if known.contains(found.failure.description) {
                print("movies-explore: a known failure (\(arguments.known ?? "")): \(report)")
                continue
            }
            let files = try ExploredFailureFiles.write(found, of: explorer, into: out)
            let savedFile = try saved.save(found)
            print("movies-explore: \(report)")
            print(lines(found, files: files, saved: savedFile, seed: seed, arguments: arguments))
            return .failed
        }
        return .passed
    }

    /// The explorer of the arguments' plant and sequences.
    static func explorer(_ arguments: ExploreArguments) -> Explorer<ExploredMovies> {
        var options = ExplorationOptions()
        options.sequences = arguments.sequences
        return MoviesExplorer.make(plant: arguments.plant, options: options)
    }

    /// `0x` and `value` in upper-case hexadecimal.
    static func hex(_ value: UInt64) -> String { value.seedText }

    /// The files written and the commands that reproduce and check the failure.
    static func lines(
        _ found: ExplorationCounterexample<AppAction>, files: (log: URL, test: URL), saved: URL, seed: UInt64,
        arguments: ExploreArguments
    ) -> String {
        let plant = arguments.plant.map { " --plant \($0.rawValue)" } ?? ""
        return [
            "  log:     \(files.log.path)",
            "  test:    \(files.test.path)",
            "  saved:   \(saved.path) (tried first next time)",
            "  again:   movies-explore --seed \(hex(seed))\(plant)",
            "  verify:  \(environment(arguments))movies-explore replay \(files.log.path) --verify",
        ].joined(separator: "\n")
    }

    /// The failures listed in the `*.failure` files of `directory` (one a line; `#` starts a comment).
    static func knownFailures(in directory: String?) throws -> Set<String> {
        guard let directory else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".failure") }
        var known: Set<String> = []
        for name in names {
            let text = try String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
                known.insert(String(line))
            }
        }
        return known
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
