import Foundation
import MoviesExploration

/// What `movies-explore` was asked: the seeds, how many sequences each, the planted bug, and
/// where failures are written, saved and looked up as known.
struct ExploreArguments: Equatable {
    /// The usage line.
    static let usage = """
        usage: movies-explore [--seed N]… [--sequences N] [--plant NAME] [--out DIR] [--saved DIR] [--known DIR]
               movies-explore replay LOG [MODE]   (with MOVIES_EXPLORE_PLANT=NAME for a planted bug's log)
        """

    /// The explorations' seeds (decimal, or hexadecimal after `0x`), in order.
    var seeds: [UInt64] = []
    /// How many sequences each seed explores.
    var sequences = 1_000
    /// The planted bug, if any.
    var plant: MoviesPlant?
    /// Where each new failure's log and test are written.
    var out = ".build/explore"
    /// Where failures are saved and tried first next time; `<out>/saved` by default.
    var saved: String?
    /// A committed folder of known failures (`*.failure`, one failure a line), reported but not failing.
    var known: String?
    /// What this process does: explore for a parent that watches for crashes (the default), or
    /// as that parent's children.
    var role = Role.parent

    /// The process's part in an exploration.
    enum Role: Equatable {
        /// Runs the exploration in a child and watches it for a crash.
        case parent
        /// Explores, writing each sequence's seed to the file at `progress` before it runs.
        case explorer(progress: String)
        /// Records the sequence of `seed` as generated into the log at `log` (it crashes).
        case recorder(seed: UInt64, log: String)
    }

    /// Parses the arguments after the program's name.
    /// - Throws: a ``UsageError`` naming the argument that is wrong.
    init(parsing arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            switch option {
            case "--seed": seeds.append(try Self.seed(value))
            case "--sequences":
                guard let count = Int(value), count > 0 else { throw UsageError("--sequences \(value): not a count") }
                sequences = count
            case "--plant":
                guard let plant = MoviesPlant(rawValue: value) else {
                    throw UsageError("--plant \(value): no such plant (\(MoviesPlant.allCases.map(\.rawValue)))")
                }
                self.plant = plant
            case "--out": out = value
            case "--saved": saved = value
            case "--known": known = value
            // The parent's own options for its children.
            case "--child-progress": role = .explorer(progress: value)
            case "--record-sequence": role = .recorder(seed: try Self.seed(value), log: "")
            case "--log":
                guard case .recorder(let seed, _) = role else { throw UsageError("--log needs --record-sequence") }
                role = .recorder(seed: seed, log: value)
            default: throw UsageError("unknown option \(option)")
            }
        }
        if seeds.isEmpty { seeds = [1] }
    }

    /// A seed written in decimal or as `0x` and hexadecimal digits.
    static func seed(_ text: String) throws(UsageError) -> UInt64 {
        let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let value else { throw UsageError("--seed \(text): not a number (decimal, or 0x and hexadecimal)") }
        return value
    }
}

/// A wrong command line: what is wrong, said in one line.
struct UsageError: Error, Equatable {
    /// What is wrong.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
