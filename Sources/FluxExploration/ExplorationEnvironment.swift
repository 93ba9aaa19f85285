import FluxTesting

/// What an explored app is built with: the clock its effects sleep on and the entropy its test
/// doubles draw from, both driven by the explorer.
public struct ExplorationEnvironment: Sendable {
    /// The clock the app's effects must use (debounce, throttle, a fake latency); only the
    /// explorer moves it.
    public let clock: TestClock
    /// The random numbers of the app's test doubles, from the exploration's seed.
    public let entropy: ExplorationEntropy
}
