import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// The built `flux-movies` copied alone into another folder, without its resource folder.
@Suite(.startsProcesses) struct CopiedBinaryTests {
    @Test func aBinaryCopiedAloneSaysWhatIsMissing() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let copy = app.directory.file("flux-movies")
        try FileManager.default.copyItem(at: BuildProducts.executable("flux-movies"), to: copy)
        let input = app.directory.file("input")
        try Data("matrix\n".utf8).write(to: input)

        let result = try Self.launchWhenNotBusy(copy, app: app, input: input)

        // Whether or not the build folder still exists: no build folder is baked into the binary.
        #expect(result.status == 1 && result.output == "")
        #expect(
            result.error
                == "flux-movies: the movie catalog is missing: copy flux-movies_MoviesData.resources beside the "
                + "executable (looked for \(app.directory.url.resolvingSymlinksInPath().path)"
                + "/flux-movies_MoviesData.resources/movies.jsonl)\n")
    }

    @Test func aBinaryCopiedWithItsResourceFolderFindsTheCatalog() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let copy = app.directory.file("flux-movies")
        try FileManager.default.copyItem(at: BuildProducts.executable("flux-movies"), to: copy)
        try FileManager.default.copyItem(
            at: BuildProducts.directory.appendingPathComponent("flux-movies_MoviesData.resources"),
            to: app.directory.file("flux-movies_MoviesData.resources"))
        let input = app.directory.file("input")
        try Data("matrix\n".utf8).write(to: input)

        let result = try Self.launchWhenNotBusy(copy, app: app, input: input)

        #expect(result.status == 0 && result.error == "")
        #expect(
            result.lines.prefix(3) == [
                "Searching \"matrix\"...", "Movies - \"matrix\": page 1 of 1 (4 results)",
                "  1. The Matrix (1999) - Sci-Fi, Thriller, Crime, Action - 7.8/10",
            ])
    }

    /// Launches `copy`, again while the kernel refuses it as busy (ETXTBSY): a process that
    /// another test forks while the copy is written holds the copy's descriptor until it calls
    /// `exec`, and the file cannot run meanwhile (CI saw it under ThreadSanitizer).
    private static func launchWhenNotBusy(
        _ copy: URL, app: FluxMoviesProcess, input: URL
    ) throws -> FluxMoviesProcess.Result {
        let deadline = Date().addingTimeInterval(120)
        while true {
            do {
                return try app.launch(
                    copy, ["--data-dir", app.dataDirectory.path], environment: app.minimalEnvironment,
                    input: try FileHandle(forReadingFrom: input))
            } catch let error as NSError where isTextFileBusy(error) && Date() < deadline {
                usleep(20_000)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
    }
}
