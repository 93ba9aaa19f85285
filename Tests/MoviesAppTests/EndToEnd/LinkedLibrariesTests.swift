import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// What ships links no test framework: `replay --emit-test` uses FluxTestGeneration, which
/// imports neither XCTest nor Swift Testing, so the built flux-movies needs none of their
/// libraries at run time (a binary copied to a machine without the toolchain starts).
struct LinkedLibrariesTests {
    @Test(.startsProcesses) func fluxMoviesLinksNoTestFramework() async throws {
        let binary = BuildProducts.executable("flux-movies")
        let ldd = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], in: FileManager.default.temporaryDirectory)
        #expect(ldd.status == 0 && !ldd.signaled)
        let libraries = ldd.output.split(separator: "\n").compactMap {
            $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
        // Sanity: ldd listed the libraries it does link (the Swift runtime among them).
        #expect(libraries.contains { $0.hasPrefix("libswiftCore") })
        let testing = libraries.filter { $0.contains("XCTest") || $0.contains("Testing") }
        #expect(testing == [], "flux-movies links test frameworks: \(testing)")
    }
}
