import Foundation

/// A `flux-bench --child ...` process (this very executable) and the `key=value` reports it
/// prints, one per line.
final class ChildProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    private let command: String

    /// Starts `flux-bench --child ARGUMENTS...`.
    /// - Throws: what `Process.run` throws when it cannot start.
    init(_ arguments: [String]) throws {
        command = "flux-bench --child " + arguments.joined(separator: " ")
        process.executableURL = try Self.executable()
        process.arguments = ["--child"] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Runs a child that prints one report and exits, and returns that report.
    static func report(_ arguments: [String]) throws -> [String: String] {
        let child = try ChildProcess(arguments)
        let report = try child.nextReport()
        try child.finish()
        return report
    }

    /// Sends one line to the child's stdin.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits for the child's next report line.
    /// - Throws: `BenchFixtureError` if the child ends first.
    func nextReport() throws -> [String: String] {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                return Self.parse(line)
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                process.waitUntilExit()
                throw BenchFixtureError("\(command) ended (status \(process.terminationStatus)) without a report")
            }
            pending.append(chunk)
        }
    }

    /// Closes the child's stdin and waits for it to exit.
    /// - Throws: `BenchFixtureError` if it exits with a failure.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFixtureError("\(command) exited with status \(process.terminationStatus)")
        }
    }

    /// The `key=value` pairs of a report line.
    static func parse(_ line: String) -> [String: String] {
        var values: [String: String] = [:]
        for pair in line.split(separator: " ") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return values
    }

    /// An integer value of a report, or a `BenchFixtureError` naming the missing key.
    static func integer(_ key: String, in values: [String: String]) throws -> Int {
        guard let text = values[key], let value = Int(text) else {
            throw BenchFixtureError("the child's report has no \(key): \(values)")
        }
        return value
    }

    /// Whole nanoseconds of a duration.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// This executable's file.
    static func executable() throws -> URL {
        #if os(Linux)
            return URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        #else
            guard let url = Bundle.main.executableURL else {
                throw BenchFixtureError("cannot find the flux-bench executable")
            }
            return url
        #endif
    }
}
