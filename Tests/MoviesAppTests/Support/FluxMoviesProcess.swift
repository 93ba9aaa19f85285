import Foundation
import MoviesTestSupport
import TestSupport

/// Runs the built `flux-movies` executable with files for stdin, stdout and stderr (no pipes,
/// so nothing can dead-lock), and returns what it printed and its exit status.
struct FluxMoviesProcess {
    /// What a run printed.
    struct Result {
        var status: Int32
        var output: String
        var error: String
        /// The output's lines (without the final empty one).
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The data directory and HOME of the runs.
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The data directory passed with `--data-dir`.
    var dataDirectory: URL { directory.file("data") }

    /// Runs `flux-movies arguments` (plus `--data-dir` unless `withDataDirectory` is false)
    /// with `input` as stdin and a minimal environment plus `environment`.
    func run(
        _ arguments: [String] = [], input: Data = Data(), environment: [String: String] = [:],
        withDataDirectory: Bool = true
    ) async throws -> Result {
        let inputURL = directory.file("stdin-\(UUID().uuidString)")
        try input.write(to: inputURL)
        return try await launch(
            BuildProducts.executable("flux-movies"),
            (withDataDirectory ? ["--data-dir", dataDirectory.path] : []) + arguments,
            environment: minimalEnvironment.merging(environment) { $1 },
            input: try FileHandle(forReadingFrom: inputURL))
    }

    /// `HOME` (the temporary directory), a `PATH` of the system's directories only, and the
    /// sanitizer options of a sanitizer pass (`Sanitizer.childEnvironment`).
    var minimalEnvironment: [String: String] {
        Sanitizer.childEnvironment.merging(["HOME": directory.url.path, "PATH": "/usr/bin:/bin"]) { $1 }
    }

    /// Runs `executable arguments` with `input` as stdin and files for stdout and stderr, and
    /// awaits its exit (``ProcessExit``: no thread blocks).
    func launch(_ executable: URL, _ arguments: [String], environment: [String: String], input: FileHandle)
        async throws -> Result
    {
        let id = UUID().uuidString
        let outputURL = directory.file("stdout-\(id)")
        let errorURL = directory.file("stderr-\(id)")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try await process.start().wait()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Runs with `lines` joined by newlines (and a final newline) as stdin.
    func run(_ arguments: [String] = [], lines: [String], environment: [String: String] = [:]) async throws
        -> Result
    {
        try await run(arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8), environment: environment)
    }

    /// Removes the temporary directory.
    func remove() { directory.remove() }
}
