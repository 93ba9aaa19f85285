import Foundation

/// A flux-movies built with the planted bug compiled into its details reducer
/// (`-Xswiftc -DFLUX_MOVIES_PLANTED_BUG`: opening item 3 of page 2 traps, opening item 4 breaks
/// "poster only with a movie"), named by an environment variable that `scripts/planted-bug.sh`
/// sets: ``release`` (`FLUX_MOVIES_PLANTED_BINARY`) or ``debug``
/// (`FLUX_MOVIES_PLANTED_DEBUG_BINARY`, the one that checks invariants). The plain test pass has
/// neither, and the suites that use them are off there.
struct PlantedBinary {
    /// The variable naming the release build.
    static let release = "FLUX_MOVIES_PLANTED_BINARY"
    /// The variable naming the debug build.
    static let debug = "FLUX_MOVIES_PLANTED_DEBUG_BINARY"

    /// Whether the environment names the build of `variable`.
    static func isAvailable(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] != nil
    }

    /// A session that crashes by the planted trap: `open 23` is item 3 of page 2 (pages of 20),
    /// reached through effects (each page is an effect's result).
    static let crashScript = ["love", "open 2", "back", "more", "recent", "open 23", "recent"]

    /// A Swift runtime trap: `ud2` on x86-64, `brk` on arm64.
    #if arch(x86_64)
        static let trapSignal = SIGILL
    #else
        static let trapSignal = SIGTRAP
    #endif

    /// The temporary and data directories of the runs.
    let app: FluxMoviesProcess
    /// The executable.
    let url: URL

    /// The build `variable` names (a path that does not exist when it names none).
    init(_ variable: String) throws {
        app = try FluxMoviesProcess()
        url = URL(fileURLWithPath: ProcessInfo.processInfo.environment[variable] ?? "/nonexistent")
    }

    /// Runs the planted flux-movies with `arguments` and `lines` on stdin, in the minimal
    /// environment plus `environment`; the runtime's backtracer is off unless `environment` sets
    /// `SWIFT_BACKTRACE`.
    func run(
        _ arguments: [String], lines: [String] = [], environment: [String: String] = [:]
    ) async throws -> FluxMoviesProcess.Result {
        let input = app.directory.file("input-\(UUID().uuidString)")
        try Data((lines.map { $0 + "\n" }.joined()).utf8).write(to: input)
        let base = app.minimalEnvironment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        return try await app.launch(
            url, arguments, environment: base.merging(environment) { $1 }, input: try FileHandle(forReadingFrom: input))
    }

    /// Runs a console session with the run's data directory.
    func session(
        _ lines: [String], arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> FluxMoviesProcess.Result {
        try await run(["--data-dir", app.dataDirectory.path] + arguments, lines: lines, environment: environment)
    }

    /// The crash logs in the data directory's `crashes` folder, sorted.
    func crashLogs() throws -> [String] {
        let folder = app.dataDirectory.appendingPathComponent("crashes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The lines of the file at `path`, without their newlines.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Removes the temporary directory.
    func remove() { app.remove() }
}
