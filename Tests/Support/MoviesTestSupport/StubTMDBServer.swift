import Foundation
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs `Fixtures/stub_tmdb.py` on 127.0.0.1 for one test: `start()` reads the port from its
/// first stdout line, which the stub prints only once it has answered a request of its own (so
/// the first request of a test can never find it not yet serving); `stop()` closes its stdin (it
/// exits at once) and awaits its exit; ``serving(slow:lifetime:isolation:_:)`` does both around a
/// test's body. The script also exits by itself after `lifetime` seconds, so it never outlives
/// the test run.
package struct StubTMDBServer: Sendable {
    /// Why the stub could not be started.
    package struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    /// The loopback port the stub listens on.
    package let port: Int
    private let exit: ProcessExit
    private let stdin: Pipe

    /// The API and image base URL of this server.
    package var baseURL: URL { URL(fileURLWithPath: "/").replacingHost(port: port) }

    /// Starts the stub; `slow` is how long the `slow` query takes.
    package static func start(slow: Double = 5, lifetime: Double = 600) async throws -> StubTMDBServer {
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
        let output = PipeReader(stdout)
        let exit = try process.start()
        let firstLine = await output.firstLine().trimmingCharacters(in: .whitespaces)
        guard let port = Int(firstLine) else {
            try? stdin.fileHandleForWriting.close()
            await exit.wait()
            throw StartFailure(description: "stub_tmdb.py did not print its port")
        }
        return StubTMDBServer(port: port, exit: exit, stdin: stdin)
    }

    /// Runs `body` with a stub started for it, then stops the stub, whether `body` threw or not.
    package static func serving<Result>(
        slow: Double = 5, lifetime: Double = 600, isolation: isolated (any Actor)? = #isolation,
        _ body: (StubTMDBServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(slow: slow, lifetime: lifetime)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops the server and awaits its exit.
    package func stop() async {
        try? stdin.fileHandleForWriting.close()
        await exit.wait()
    }

    /// Every request path the server has received so far, in order.
    package func receivedPaths() async throws -> [String] {
        let url = baseURL.appendingPathComponent("__requests")
        let (data, _) = try await Self.session.data(for: URLRequest(url: url))
        return try JSONDecoder().decode([String].self, from: data)
    }

    private static let session = URLSession(configuration: .ephemeral)
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
