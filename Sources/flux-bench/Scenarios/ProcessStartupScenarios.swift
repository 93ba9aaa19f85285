import BenchKit
import Foundation

/// The whole `flux-movies` process, as a user starts it: `--version` (the floor: the runtime,
/// Foundation, the argument parser) against a one-shot search from a pipe (the catalog loaded,
/// one page shown). Each repetition runs the release binary once in a child process (the two
/// scenarios interleave, one family) and reads its wall time and its own `ru_maxrss` (`wait4`).
@MainActor
enum ProcessStartupScenarios {
    /// The scenarios of this group, sharing one located binary.
    static func all(binary: FluxMoviesBinary) -> [Scenario] {
        [version(binary), search(binary)]
    }

    /// `flux-movies --version`: the baseline.
    static func version(_ binary: FluxMoviesBinary) -> Scenario {
        Scenario(
            name: "startup.version",
            summary: "flux-movies --version (release) in a child process: spawn to exit, its ru_maxrss",
            size: 1, quickSize: 1, repetitions: 11
        ) { _, blackhole in
            try sample(binary, arguments: ["--version"], input: "", expecting: "flux-movies ", blackhole: blackhole)
        }
    }

    /// `echo amelie | flux-movies`: the start that loads the catalog.
    static func search(_ binary: FluxMoviesBinary) -> Scenario {
        Scenario(
            name: "startup.process",
            summary:
                "echo amelie | flux-movies (release, stdin a pipe) in a child process: spawn to exit, its ru_maxrss",
            baseline: "startup.version",
            // 41.9 MB is 40 MiB.
            target: PerformanceTarget(maxExcessNanoseconds: 90_000_000, peakResidentBelowMegabytes: 41.9),
            size: 1, quickSize: 1, repetitions: 11
        ) { _, blackhole in
            try sample(binary, arguments: [], input: "amelie\n", expecting: "Amélie (2001)", blackhole: blackhole)
        }
    }

    /// One run of the binary with a fresh data directory, checked: exit status 0 and `expecting`
    /// in its output.
    private static func sample(
        _ binary: FluxMoviesBinary, arguments: [String], input: String, expecting: String, blackhole: Blackhole
    ) throws -> Sample {
        let path = try binary.path()
        let data = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-bench-\(ProcessInfo.processInfo.processIdentifier)-startup")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try ProcessRun.run(path, arguments: ["--data-dir", data.path] + arguments, input: input)
        guard run.status == 0, run.output.contains(expecting) else {
            throw BenchFixtureError(
                "\(path) \(arguments.joined(separator: " ")) exited with status \(run.status) "
                    + "without \"\(expecting)\" in its output: \(run.output.prefix(300))")
        }
        blackhole.consume(run.output.utf8.count)
        return Sample(elapsed: run.elapsed, operations: 1, peakResidentBytes: run.peakResidentKilobytes * 1_024)
    }
}
