import FluxExploration
import FluxTesting

/// The fixture's search service, a test double: each request takes a latency on the test clock
/// and sometimes fails, both drawn from the exploration's entropy.
struct SearchService: Sendable {
    /// The clock the latency passes on.
    let clock: TestClock
    /// Where latencies and failures come from.
    let entropy: ExplorationEntropy

    /// The results for `query`, nil when it failed, or when the request was cancelled while it
    /// waited (then nothing is to be sent).
    func search(_ query: String) async -> Result<[String], SearchServiceError>? {
        let latency = entropy.int(in: 0...400)
        let fails = entropy.chance(percent: 10)
        do {
            try await clock.sleep(for: .milliseconds(latency))
        } catch {
            return nil
        }
        if fails { return .failure(SearchServiceError()) }
        return .success((1...(query.count + 1)).map { "\(query) \($0)" })
    }
}

/// The service's failure.
struct SearchServiceError: Error {}
