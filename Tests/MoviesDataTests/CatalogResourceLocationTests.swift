import Foundation
import MoviesTestSupport
import Testing

@testable import MoviesData

/// Finding `movies.jsonl` by path: beside the executable first, then in the build folder.
@Suite struct CatalogResourceLocationTests {
    /// `folder/flux-movies_MoviesData.resources/movies.jsonl` holding one film titled `title`.
    private static func placeCatalog(in folder: URL, title: String) throws {
        let resources = folder.appendingPathComponent("flux-movies_MoviesData.resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let line = #"{"id": 1, "title": "\#(title)"}"# + "\n"
        try Data(line.utf8).write(to: resources.appendingPathComponent("movies.jsonl"))
    }

    @Test func theFolderBesideTheExecutableComesFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let beside = directory.file("bin")
        let build = directory.file("build")
        try Self.placeCatalog(in: beside, title: "Beside")
        try Self.placeCatalog(in: build, title: "Build")

        let catalog = try MovieCatalog.bundled(location: CatalogResourceLocation(directories: [beside, build]))

        #expect(catalog.movies.map(\.title) == ["Beside"])
    }

    @Test func theBuildFolderIsUsedWhenNothingIsBesideTheExecutable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let build = directory.file("build")
        try Self.placeCatalog(in: build, title: "Build")
        let location = CatalogResourceLocation(directories: [directory.file("bin"), build])

        let catalog = try MovieCatalog.bundled(location: location)

        #expect(catalog.movies.map(\.title) == ["Build"])
        #expect(try location.resolve().path == build.path + "/flux-movies_MoviesData.resources/movies.jsonl")
    }

    @Test func neitherFolderIsAOneLineErrorNamingBothPaths() {
        let location = CatalogResourceLocation(directories: [
            URL(fileURLWithPath: "/opt/app/bin"), URL(fileURLWithPath: "/gone/.build/debug"),
        ])

        #expect(throws: CatalogLoadError.self) { try MovieCatalog.bundled(location: location) }
        do {
            _ = try location.resolve { _ in false }
            Issue.record("resolve found a file")
        } catch {
            #expect(
                error.description
                    == "the movie catalog is missing: copy flux-movies_MoviesData.resources beside the executable "
                    + "(looked for /opt/app/bin/flux-movies_MoviesData.resources/movies.jsonl and "
                    + "/gone/.build/debug/flux-movies_MoviesData.resources/movies.jsonl)")
        }
    }

    @Test func aFolderNamedLikeTheCatalogDoesNotCount() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let beside = directory.file("bin")
        let build = directory.file("build")
        try FileManager.default.createDirectory(
            at: beside.appendingPathComponent("flux-movies_MoviesData.resources/movies.jsonl"),
            withIntermediateDirectories: true)
        try Self.placeCatalog(in: build, title: "Build")

        let url = try CatalogResourceLocation(directories: [beside, build]).resolve()

        #expect(url.path == build.path + "/flux-movies_MoviesData.resources/movies.jsonl")
    }

    /// Only beside the executable: no build folder is baked into the binary.
    @Test func theProcessLooksBesideItsExecutableOnly() throws {
        let directories = CatalogResourceLocation.current.directories.map(\.path)
        let executable = try #require(Bundle.main.executableURL).resolvingSymlinksInPath()
        #expect(directories == [executable.deletingLastPathComponent().path])
    }
}
