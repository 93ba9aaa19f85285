import Foundation

/// How a replay with verification in a child process ended, as `--minimize` compares them: two
/// logs "fail the same way" when their outcomes are equal.
enum ReplayOutcome: Equatable {
    /// No crash and no broken invariant (a clean replay, or another problem such as a bad log).
    case passes
    /// The child died of `signal`; `message` is the runtime's `Fatal error` line (file, line and
    /// message of the trap), empty when it printed none.
    case crash(signal: Int32, message: String)
    /// The replay stopped at an action that left `store` breaking `invariant`.
    case brokenInvariant(store: String, invariant: String)

    /// Whether the replay failed (crashed or broke an invariant).
    var fails: Bool { self != .passes }

    /// Classifies a child's end: killed by `signal` (nil: it exited with `status`), with the
    /// text it wrote on stderr.
    static func classify(signal: Int32?, status: Int32, stderr: String) -> ReplayOutcome {
        let lines = stderr.split(separator: "\n").map(String.init)
        if let signal {
            return .crash(signal: signal, message: lines.first { $0.contains("Fatal error") } ?? "")
        }
        guard status != 0 else { return .passes }
        for line in lines {
            if let broken = brokenInvariant(in: line) { return broken }
        }
        return .passes
    }

    /// The store and invariant of a `... seq N: store "S" broke "I" (...)` line.
    private static func brokenInvariant(in line: String) -> ReplayOutcome? {
        guard let storeStart = line.range(of: #": store ""#),
            let broke = line.range(of: #"" broke ""#, range: storeStart.upperBound..<line.endIndex),
            let end = line[broke.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return .brokenInvariant(
            store: String(line[storeStart.upperBound..<broke.lowerBound]),
            invariant: String(line[broke.upperBound..<end]))
    }
}
