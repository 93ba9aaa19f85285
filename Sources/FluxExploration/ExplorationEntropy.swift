import Foundation

/// The random numbers an app's test doubles draw (a fake service's latency, whether it fails),
/// from the exploration's seed: effect work draws them while it runs, one job at a time, so
/// the same seed gives the same draws.
///
/// Each draw is recorded with the effect step that made it; a replay of that step (while
/// shrinking) gets the same numbers back first, so that removing an unrelated user action does
/// not change the latency of a request that stays. Past the recorded numbers, draws come from
/// the seed again.
///
/// `@unchecked Sendable`: every field is read and written under `lock`.
public final class ExplorationEntropy: @unchecked Sendable {
    private let lock = NSLock()
    private var random: ExplorationRandom
    private var replaying: [UInt64] = []
    private var drawn: [UInt64] = []

    /// Entropy whose fresh numbers come from `seed`.
    public init(seed: UInt64) {
        random = ExplorationRandom(seed: seed)
    }

    /// The next 64 random bits: a recorded number being replayed, else a fresh one.
    public func next() -> UInt64 {
        lock.withLock {
            let value = replaying.isEmpty ? random.next() : replaying.removeFirst()
            drawn.append(value)
            return value
        }
    }

    /// A number in `range`, e.g. a latency in milliseconds.
    public func int(in range: ClosedRange<Int>) -> Int {
        var source = ExplorationRandom(seed: next())
        return source.int(in: range)
    }

    /// True with probability `percent` / 100, e.g. whether a request fails.
    public func chance(percent: Int) -> Bool {
        var source = ExplorationRandom(seed: next())
        return source.chance(percent: percent)
    }

    /// Starts a step: its draws return `recorded` first.
    func begin(replaying recorded: [UInt64]) {
        lock.withLock {
            replaying = recorded
            drawn = []
        }
    }

    /// Ends a step: the numbers drawn during it.
    func end() -> [UInt64] {
        lock.withLock {
            replaying = []
            defer { drawn = [] }
            return drawn
        }
    }
}
