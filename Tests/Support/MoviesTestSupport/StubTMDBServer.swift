import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs `Fixtures/stub_tmdb.py` on 127.0.0.1 for one test: `start()` reads the port from its
/// first stdout line, which the stub prints only once it has answered a request of its own (so
/// the first request of a test can never find it not yet serving); `stop()` closes its stdin (it exits at once) and waits for it.
/// The script also exits by itself after `lifetime` seconds, so it never outlives the test run.
package struct StubTMDBServer: Sendable {
    /// Why the stub could not be started.
    package struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    /// The loopback port the stub listens on.
    package let port: Int
    private let process: Process
    private let stdin: Pipe

    /// The API and image base URL of this server.
    package var baseURL: URL { URL(fileURLWithPath: "/").replacingHost(port: port) }

    /// Starts the stub; `slow` is how long the `slow` query takes.
    package static func start(slow: Double = 5, lifetime: Double = 600) throws -> StubTMDBServer {
        guard let script = TestFixtures.url("stub_tmdb.py")
        else { throw StartFailure(description: "stub_tmdb.py missing from the test resources") }
        let process = Process()
        let stdin = Pipe()
        let stdout = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--slow", String(slow), "--lifetime", String(lifetime)]
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let port = readFirstLine(stdout.fileHandleForReading).flatMap(Int.init) else {
            try? stdin.fileHandleForWriting.close()
            process.waitUntilExit()
            throw StartFailure(description: "stub_tmdb.py did not print its port")
        }
        return StubTMDBServer(port: port, process: process, stdin: stdin)
    }

    /// Stops the server and waits for it to exit.
    package func stop() {
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Every request path the server has received so far, in order.
    package func receivedPaths() async throws -> [String] {
        let url = baseURL.appendingPathComponent("__requests")
        let (data, _) = try await Self.session.data(for: URLRequest(url: url))
        return try JSONDecoder().decode([String].self, from: data)
    }

    private static let session = URLSession(configuration: .ephemeral)

    private static func readFirstLine(_ handle: FileHandle) -> String? {
        var bytes = Data()
        while !bytes.contains(0x0A) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            bytes.append(chunk)
        }
        guard let line = bytes.split(separator: 0x0A).first else { return nil }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}

extension URL {
    fileprivate func replacingHost(port: Int) -> URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = port
        return components.url ?? self
    }
}
