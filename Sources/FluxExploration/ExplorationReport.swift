/// What an exploration did: its seed, how many sequences it ran, and the first failure it found
/// (shrunk), if any.
public struct ExplorationReport<Action> {
    /// The exploration's seed: each sequence's seed is drawn from it.
    public let seed: UInt64
    /// How many sequences drawn from ``seed`` ran, the failing one included (0 when a saved
    /// failure failed first).
    public let sequencesRun: Int
    /// The first failing sequence, shrunk; nil when every sequence passed.
    public let counterexample: ExplorationCounterexample<Action>?
    /// Whether the failure is a saved one, tried before the exploration's own sequences.
    public var saved = false
}

extension ExplorationReport: CustomStringConvertible {
    /// `no failure in 100 sequences (seed 0x2A)` (`1 sequence`), or the counterexample after the sequence number.
    public var description: String {
        let seed = seed.seedText
        let sequences = sequencesRun == 1 ? "1 sequence" : "\(sequencesRun) sequences"
        guard let counterexample else { return "no failure in \(sequences) (seed \(seed))" }
        if saved { return "a saved failure failed again: \(counterexample)" }
        return "sequence \(sequencesRun) of exploration \(seed) failed: \(counterexample)"
    }
}

extension ExplorationReport: Sendable where Action: Sendable {}
