import FluxExploration

/// What the explore command was asked: the seeds, how many sequences each, where failures are
/// written, saved and looked up as known, and the process's part.
struct ExploreToolArguments: Equatable {
    /// The explorations' seeds, in order; `[1]` when none is given.
    var seeds: [UInt64] = []
    /// How many sequences each seed explores.
    var sequences = 1_000
    /// Where each new failure's files are written.
    var out = ".build/explore"
    /// Where failures are saved and tried first next time; `<out>/saved` by default.
    var saved: String?
    /// A folder of known failures (`*.failure`, one failure a line), reported but not failing.
    var known: String?
    /// What this process does: explore in a child it watches for crashes (the default), or
    /// be that parent's child.
    var role = Role.parent

    /// The process's part in an exploration.
    enum Role: Equatable {
        /// Runs the exploration in a child and watches it for a crash.
        case parent
        /// Explores, writing each sequence's seeds to the file at `progress` before it runs.
        case explorer(progress: String)
        /// Records the sequence of `seed` as generated into the log at `log` (it crashes).
        case recorder(seed: UInt64, log: String)
    }

    /// The options, each followed by its value; the last three are the parent's for its children.
    static let options: Set<String> = [
        "--seed", "--sequences", "--out", "--saved", "--known", "--child-progress", "--record-sequence", "--log",
    ]

    /// Parses the arguments after the program's name.
    /// - Throws: an ``ExploreToolUsageError`` naming the argument that is wrong.
    init(parsing arguments: [String]) throws(ExploreToolUsageError) {
        var rest = arguments[...]
        var log: String?
        while let option = rest.popFirst() {
            guard Self.options.contains(option) else {
                throw ExploreToolUsageError(
                    option.hasPrefix("-") ? "unknown option \(option)" : "unexpected argument \(option)")
            }
            guard let value = rest.popFirst() else { throw ExploreToolUsageError("\(option) needs a value") }
            switch option {
            case "--seed": seeds.append(try Self.seed(value, option: option))
            case "--sequences":
                guard let count = Int(value), count > 0 else {
                    throw ExploreToolUsageError("--sequences \(value): not a count")
                }
                sequences = count
            case "--out": out = try Self.path(value, option: option)
            case "--saved": saved = try Self.path(value, option: option)
            case "--known": known = try Self.path(value, option: option)
            case "--child-progress": role = .explorer(progress: value)
            case "--record-sequence": role = .recorder(seed: try Self.seed(value, option: option), log: "")
            default: log = value  // --log
            }
        }
        switch (role, log) {
        case (.recorder(let seed, _), let log?): role = .recorder(seed: seed, log: log)
        case (.recorder, nil): throw ExploreToolUsageError("--record-sequence needs --log")
        case (_, .some): throw ExploreToolUsageError("--log needs --record-sequence")
        case (_, nil): break
        }
        if seeds.isEmpty { seeds = [1] }
    }

    /// A seed written in decimal or as `0x` and hexadecimal digits.
    static func seed(_ text: String, option: String = "--seed") throws(ExploreToolUsageError) -> UInt64 {
        let value = text.hasPrefix("0x") ? UInt64(seedText: text) : UInt64(text)
        guard let value else {
            throw ExploreToolUsageError("\(option) \(text): not a number (decimal, or 0x and hexadecimal)")
        }
        return value
    }

    /// A folder's path: not empty.
    static func path(_ text: String, option: String) throws(ExploreToolUsageError) -> String {
        guard !text.isEmpty else { throw ExploreToolUsageError("\(option) needs a folder, not an empty path") }
        return text
    }
}
