import Foundation

/// The explore command's processes and streams: its children (this same program) and its
/// standard error.
enum ExploreToolProcess {
    /// Runs this executable with `arguments`, its standard output and error this process's,
    /// and waits for it to end.
    static func runChild(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        // The crash's message, without the runtime's backtrace of the child (the log and the
        // replay tool say where it crashed).
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        process.waitUntilExit()
        return process
    }

    /// Runs `body` with standard output sent to standard error: the replay tool's lines (its
    /// progress, the files it wrote in the scratch folder) are details; standard output keeps
    /// the report alone.
    static func onStandardError<Result>(_ body: () -> Result) -> Result {
        fflush(nil)
        let output = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        defer {
            fflush(nil)
            dup2(output, STDOUT_FILENO)
            close(output)
        }
        return body()
    }

    /// Writes `text` and a line break on standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
