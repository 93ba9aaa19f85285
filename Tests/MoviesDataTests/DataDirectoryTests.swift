import Foundation
import Testing

@testable import MoviesData

@Suite struct DataDirectoryTests {
    private func resolve(_ flag: String?, _ environment: [String: String]) -> DataDirectory {
        DataDirectory.resolve(flag: flag, environment: environment, homeDirectory: "/home/u", currentDirectory: "/work")
    }

    @Test func theFlagWinsOverEverything() {
        let directory = resolve("/tmp/d", ["FLUX_MOVIES_HOME": "/fm", "XDG_DATA_HOME": "/xdg"])
        #expect(directory == DataDirectory(url: URL(fileURLWithPath: "/tmp/d", isDirectory: true), source: .flag))
    }

    @Test func aRelativeFlagResolvesAgainstTheWorkingDirectory() {
        #expect(resolve("data/../d2", [:]).url.path == "/work/d2")
    }

    @Test func thenFluxMoviesHome() {
        let directory = resolve(nil, ["FLUX_MOVIES_HOME": "/fm", "XDG_DATA_HOME": "/xdg"])
        #expect(directory.url.path == "/fm" && directory.source == .fluxMoviesHome)
    }

    @Test func thenXDGDataHome() {
        let directory = resolve("", ["FLUX_MOVIES_HOME": "", "XDG_DATA_HOME": "/xdg"])
        #expect(directory.url.path == "/xdg/flux-movies" && directory.source == .xdgDataHome)
    }

    @Test(arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/xdg"]])
    func thenTheHomeDirectory(environment: [String: String]) {
        let directory = resolve(nil, environment)
        #expect(directory.url.path == "/home/u/.local/share/flux-movies" && directory.source == .home)
    }

    @Test func filesLiveInsideIt() {
        #expect(resolve("/d", [:]).fileURL("recent-queries.json").path == "/d/recent-queries.json")
    }
}
