extension UsageError {
    /// The kinds of command-line mistakes, each with what its message names.
    package enum Kind: Equatable, Sendable {
        /// An unknown option, with the known option it is close to, if any; `inReplay` for the
        /// options of `replay` ("unknown replay option").
        case unknownOption(String, suggestion: String?, inReplay: Bool)
        /// An argument that is not an option where none was expected (or a second replay file).
        case unexpectedArgument(String)
        /// A flag given a value (`--force=yes`).
        case takesNoValue(option: String)
        /// An option without its value (or with an empty one).
        case needsValue(option: String)
        /// `--source` with a value other than `catalog` or `tmdb`.
        case badSource(String)
        /// `--latency` with a value that is not a whole number of milliseconds up to `maximum`.
        case badLatency(String, maximum: Int)
        /// A TMDB option (`--tmdb-base-url`) with the catalog source.
        case needsTMDBSource(option: String)
        /// `--latency` with `--source tmdb`.
        case latencyNeedsCatalog
        /// `--force` or `--snapshots` without `--record FILE`.
        case needsRecord(option: String)
        /// `replay` without a log file.
        case replayNeedsFile
        /// `--until` with a value that is not a sequence number.
        case badUntil(String)
        /// `--print` with a value other than `renders`, `states` or `final`.
        case badPrint(String)
        /// `--export` with an unknown format; `formats` are the known ones.
        case badExportFormat(String, formats: [String])
        /// `--export FORMAT` without its file.
        case exportNeedsFile(format: String)
        /// `replay --force` without `--html` or `--export`.
        case forceNeedsOutput
        /// The option of a replay mode (`option`) with one that mode does not take (`other`):
        /// `--print` with `--step`, `--html` with `--print`, `--minimize` with `--until`, …
        /// (``ReplayArguments/modeTable``).
        case optionsConflict(option: String, other: String)
        /// `--html` and `--export` naming the same file.
        case sameOutputFile(String)
        /// `--max-age` with a value that is neither a whole number from 1 nor `all`.
        case badMaxAge(String)
        /// `--max-size` with a value that is not a size (`500M`, `2G`, `0`).
        case badMaxSize(String)
        /// `--max-age` without `--export`.
        case maxAgeNeedsExport
        /// `--max-size` without `--html` or `--export`.
        case maxSizeNeedsOutput
        /// `--emit-test` with a file whose name does not end in `.swift`.
        case emitTestNotSwift(String)
        /// `--emit-test` with a name (`--name`, or the file's) that cannot name a test suite.
        case badTestName(String, given: Bool)
        /// `--name` without `--emit-test`.
        case nameNeedsEmitTest
    }
}
