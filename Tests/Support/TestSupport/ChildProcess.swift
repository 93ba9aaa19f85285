import Foundation

/// A program run to its end without blocking a thread: its exit is awaited through
/// ``Foundation/Process/start()`` (the process's `terminationHandler`), and its output goes to files read afterwards (no pipe can
/// fill up and stall it).
package struct ChildProcess: Sendable {
    /// How the program ended and what it wrote.
    package struct Result: Sendable {
        /// Its exit status, or the signal's number when a signal ended it.
        package let status: Int32
        /// Whether a signal ended it.
        package let signaled: Bool
        /// What it wrote on standard output.
        package let output: String
        /// What it wrote on standard error.
        package let error: String
    }

    /// Runs `executable` with `arguments` in `directory`, with this process's environment plus
    /// `environment`, standard input empty.
    /// - Throws: when it cannot be started or its output cannot be read.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) async throws -> Result {
        let name = UUID().uuidString
        let outputURL = directory.appendingPathComponent(".\(name).out")
        let errorURL = directory.appendingPathComponent(".\(name).err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try await process.start().wait()
        return Result(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            error: try String(contentsOf: errorURL, encoding: .utf8))
    }
}
