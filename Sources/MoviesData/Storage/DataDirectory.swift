import Foundation

/// Where flux-movies keeps its files (recent queries, TMDB response cache).
///
/// Resolution order: the `--data-dir` flag, then `FLUX_MOVIES_HOME`, then
/// `$XDG_DATA_HOME/flux-movies` (only when absolute), then `~/.local/share/flux-movies`.
/// Empty values count as unset. `resolve` is a pure function of its inputs.
package struct DataDirectory: Equatable, Sendable {
    /// Which input decided the directory.
    package enum Source: String, Equatable, Sendable {
        case flag, fluxMoviesHome, xdgDataHome, home
    }

    /// The folder name used under XDG and home data directories.
    package static let appFolderName = "flux-movies"

    /// The directory (it may not exist yet; stores create it on first write).
    package let url: URL
    /// The input that chose it.
    package let source: Source

    /// Creates a directory value.
    package init(url: URL, source: Source) {
        self.url = url
        self.source = source
    }

    /// Resolves the data directory from explicit inputs.
    /// - Parameters:
    ///   - flag: the `--data-dir` value, if given; relative paths resolve against `currentDirectory`.
    ///   - environment: the process environment (`FLUX_MOVIES_HOME`, `XDG_DATA_HOME`).
    ///   - homeDirectory: the user's home directory.
    ///   - currentDirectory: the working directory, for relative paths.
    /// - Returns: the directory and where its path came from.
    package static func resolve(
        flag: String?,
        environment: [String: String],
        homeDirectory: String,
        currentDirectory: String
    ) -> DataDirectory {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        func directory(_ path: String, _ source: Source) -> DataDirectory {
            DataDirectory(
                url: URL(fileURLWithPath: path, isDirectory: true, relativeTo: base).standardizedFileURL,
                source: source)
        }
        if let flag = nonEmpty(flag) { return directory(flag, .flag) }
        if let home = nonEmpty(environment["FLUX_MOVIES_HOME"]) { return directory(home, .fluxMoviesHome) }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return directory(xdg + "/" + appFolderName, .xdgDataHome)
        }
        return directory(homeDirectory + "/.local/share/" + appFolderName, .home)
    }

    /// Resolves the data directory for this process (its environment, `HOME`, working directory).
    package static func resolveForCurrentProcess(flag: String?) -> DataDirectory {
        let environment = ProcessInfo.processInfo.environment
        let home = nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        return resolve(
            flag: flag, environment: environment, homeDirectory: home,
            currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The URL of a file in this directory.
    package func fileURL(_ name: String) -> URL {
        url.appendingPathComponent(name, isDirectory: false)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
