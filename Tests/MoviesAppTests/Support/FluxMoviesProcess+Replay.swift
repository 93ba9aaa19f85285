import Foundation

/// Recording and replaying with the built `flux-movies`.
extension FluxMoviesProcess {
    /// The path of `name` in the run's temporary directory (a log to record or replay).
    func logPath(_ name: String) -> String { directory.file(name).path }

    /// Runs `flux-movies replay arguments` (no `--data-dir`: replay has none) with `lines` on stdin.
    func replay(_ arguments: [String], lines: [String] = [], environment: [String: String] = [:]) async throws -> Result
    {
        let input = lines.isEmpty ? Data() : Data((lines.joined(separator: "\n") + "\n").utf8)
        return try await run(["replay"] + arguments, input: input, environment: environment, withDataDirectory: false)
    }

    /// Records `lines` as a piped session into `name` (catalog, the run's data directory).
    func record(_ name: String, lines: [String], arguments: [String] = []) async throws -> Result {
        try await run(["--record", logPath(name)] + arguments, lines: lines)
    }

    /// The bytes of `name` in the run's temporary directory.
    func contents(_ name: String) throws -> Data {
        try Data(contentsOf: directory.file(name))
    }

    /// Runs `executable arguments` (e.g. `script` giving `flux-movies` a pseudo-terminal) with
    /// an empty stdin and files for stdout and stderr.
    func runProgram(_ executable: String, _ arguments: [String]) async throws -> Result {
        try await launch(
            URL(fileURLWithPath: executable), arguments, environment: minimalEnvironment, input: .nullDevice)
    }

    /// The lines of log `name` (each without its newline).
    func logLines(_ name: String) throws -> [String] {
        String(decoding: try contents(name), as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// The catalog's answer for "godfather" at 80 columns, and the details of its first film.
enum GodfatherTranscript {
    static let page = [
        "Movies - \"godfather\": page 1 of 1 (7 results)",
        "  1. The Godfather (1972) - Thriller, Drama, Crime, History - 9.4/10",
        "  2. The Godfather Part II (1974) - 9.7/10",
        "  3. The Godfather Part III (1990) - 6.4/10",
        "  4. Disco Godfather (1979) - Horror, Action - 6.1/10",
        "  5. Herschell Gordon Lewis: The Godfather of Gore (2010) - Documentary - 5.0/10",
        "  6. 3 Godfathers (1948) - Western, Drama - 6.9/10",
        "  7. Square Grouper: The Godfathers of Ganja (2011) - Documentary - 5.9/10",
    ]
    static let theGodfather = [
        "The Godfather",
        "Release Date: Mar 15, 1972",
        "Year: 1972",
        "Genres: Thriller, Drama, Crime, History",
        "Runtime: 2h 55m",
        "Director: Francis Ford Coppola",
        "Countries: Italy, United States",
        "Languages: English, Italian",
        "Rating: 9.4/10 (153 reviews)",
        "MPAA rating: R",
        "Type \"back\" to return to the list.",
    ]
}
