/// What a replay did: how far it got, what it verified, and whether the log's tail was cut.
public struct ActionLogReplaySummary: Equatable, Sendable {
    /// The sequence number of the last action replayed (0: none).
    public let lastSequence: UInt64
    /// How many action lines' digests were checked and matched (the header's is not counted).
    public let verifiedDigests: Int
    /// The last sequence number whose digest matched (0: the initial states), or nil when
    /// nothing was verified.
    public let lastMatch: UInt64?
    /// The truncated last line, when the log ends with one; every line before it was replayed.
    public let truncation: ActionLogError?
    /// Whether the end of the log was reached (false when the replay stopped at `until`, see
    /// ``ActionLogReplayer/run(until:onRecord:)``).
    public let reachedEnd: Bool

    /// Creates a summary.
    /// - Parameters:
    ///   - lastSequence: the last action replayed.
    ///   - verifiedDigests: how many action lines' digests matched.
    ///   - lastMatch: the last sequence number whose digest matched, or nil.
    ///   - truncation: the cut last line, if any.
    ///   - reachedEnd: whether the end of the log was reached.
    package init(
        lastSequence: UInt64, verifiedDigests: Int, lastMatch: UInt64?, truncation: ActionLogError?, reachedEnd: Bool
    ) {
        self.lastSequence = lastSequence
        self.verifiedDigests = verifiedDigests
        self.lastMatch = lastMatch
        self.truncation = truncation
        self.reachedEnd = reachedEnd
    }
}
