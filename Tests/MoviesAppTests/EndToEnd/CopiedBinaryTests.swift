import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// The built `flux-movies` copied alone into another folder, without its resource folder.
@Suite(.startsProcesses) struct CopiedBinaryTests {
    @Test func aBinaryCopiedAloneSaysWhatIsMissing() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let copy = app.directory.file("flux-movies")
        try await Self.copyExecutable(to: copy, app: app)
        let input = app.directory.file("input")
        try Data("matrix\n".utf8).write(to: input)

        let result = try await app.launch(
            copy, ["--data-dir", app.dataDirectory.path], environment: app.minimalEnvironment,
            input: try FileHandle(forReadingFrom: input))

        // Whether or not the build folder still exists: no build folder is baked into the binary.
        #expect(result.status == 1 && result.output == "")
        #expect(
            result.error
                == "flux-movies: the movie catalog is missing: copy flux-movies_MoviesData.resources beside the "
                + "executable (looked for \(app.directory.url.resolvingSymlinksInPath().path)"
                + "/flux-movies_MoviesData.resources/movies.jsonl)\n")
    }

    @Test func aBinaryCopiedWithItsResourceFolderFindsTheCatalog() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let copy = app.directory.file("flux-movies")
        try await Self.copyExecutable(to: copy, app: app)
        try FileManager.default.copyItem(
            at: BuildProducts.directory.appendingPathComponent("flux-movies_MoviesData.resources"),
            to: app.directory.file("flux-movies_MoviesData.resources"))
        let input = app.directory.file("input")
        try Data("matrix\n".utf8).write(to: input)

        let result = try await app.launch(
            copy, ["--data-dir", app.dataDirectory.path], environment: app.minimalEnvironment,
            input: try FileHandle(forReadingFrom: input))

        #expect(result.status == 0 && result.error == "")
        #expect(
            result.lines.prefix(3) == [
                "Searching \"matrix\"...", "Movies - \"matrix\": page 1 of 1 (4 results)",
                "  1. The Matrix (1999) - Sci-Fi, Thriller, Crime, Action - 7.8/10",
            ])
    }

    /// Copies the built flux-movies to `copy` with `cp`, in a process of its own: the file open
    /// for writing would make the kernel refuse to run the copy (ETXTBSY) while any process holds
    /// that descriptor, and a process another test forks in this one inherits the descriptors open
    /// here until it calls `exec` (CI saw it under ThreadSanitizer). No process but `cp` ever
    /// holds this one, and `cp` has exited when this returns.
    private static func copyExecutable(to copy: URL, app: FluxMoviesProcess) async throws {
        let cp = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/cp"), [BuildProducts.executable("flux-movies").path, copy.path],
            in: app.directory.url)
        #expect(cp.status == 0 && !cp.signaled, "cp: \(cp.error)")
    }
}
