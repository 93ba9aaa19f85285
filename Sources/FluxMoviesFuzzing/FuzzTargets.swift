import Foundation

/// The entry points of the fuzz targets in `Fuzz/` (libFuzzer), and of the corpus regression
/// tests that run every checked-in input through them in `swift test`.
///
/// Test-only, not part of the libraries' API: a separate package can reach the app's `package`
/// modules only through a product, so this one exposes one function per target. Each takes any
/// bytes, must never crash on them, and traps (`FuzzInvariant`) when a property that must hold
/// for every input does not: that is a bug the fuzzer reports with the input.
public enum FuzzTargets {
    /// The targets by name, as `scripts/fuzz.sh TARGET` and the corpus folders name them.
    public static let all: [String: @MainActor (Data) -> Void] = [
        "action-log-replay": actionLogReplay,
        "console-input": consoleInput,
        "catalog": catalog,
        "tmdb-and-storage": tmdbAndStorage,
    ]

    /// Bytes as an action log: replayed and verified, then time-travelled.
    /// Invariant: a jump to seq N lands on the states a replay up to N reaches.
    @MainActor public static func actionLogReplay(_ data: Data) { ActionLogReplayFuzzing.run(data) }

    /// Bytes as console input: split into lines whole and in chunks, parsed, resolved and
    /// handled on every kind of screen, in both languages, at widths 20-200.
    /// Invariants: both splittings agree; no printed line holds a control character other than
    /// the layout's own colour escapes.
    @MainActor public static func consoleInput(_ data: Data) { ConsoleInputFuzzing.run(data) }

    /// Bytes as a catalog file: scanned, indexed and searched.
    /// Invariant: every parsed movie whose title has a letter or digit is found by its title.
    @MainActor public static func catalog(_ data: Data) { CatalogFuzzing.run(data) }

    /// Bytes as a TMDB answer and as the storage files (recent searches, response cache).
    /// Invariants: a decoded page keeps every result; a storage file of any shape is read or moved
    /// aside, a save after it is read back first, and no temporary file is left behind.
    @MainActor public static func tmdbAndStorage(_ data: Data) { TMDBStorageFuzzing.run(data) }
}
