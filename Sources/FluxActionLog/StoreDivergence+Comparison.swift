extension StoreDivergence {
    /// The stores whose replayed digest differs from the recorded one, in store order (with the
    /// differing fields when `snapshot` has the recorded state), then the recorded stores that
    /// the replay does not have: how a verifying replay and an inspection compare digests.
    /// - Parameters:
    ///   - names: the replayed stores' names, in reduce order.
    ///   - states: their states' canonical JSON, in the same order.
    ///   - digests: the digests of `states`, in the same order.
    ///   - recorded: the recorded digests by store name.
    ///   - snapshot: the recorded states by store name, when the log line has them.
    /// - Returns: an empty array when every digest matches.
    static func comparing(
        names: [String], states: [[UInt8]], digests: [String],
        with recorded: [String: String], snapshot: [String: ActionLogJSON]?
    ) -> [StoreDivergence] {
        var differing: [StoreDivergence] = []
        for (index, name) in names.enumerated() where recorded[name] != digests[index] {
            let differences = snapshot?[name].map { recordedState in
                ActionLogJSON.differences(from: recordedState, to: try? ActionLogJSON(parsing: states[index]))
            }
            differing.append(
                StoreDivergence(
                    store: name, recordedDigest: recorded[name], replayedDigest: digests[index],
                    differences: differences ?? []))
        }
        let known = Set(names)
        for name in recorded.keys.sorted() where !known.contains(name) {
            differing.append(
                StoreDivergence(store: name, recordedDigest: recorded[name], replayedDigest: nil, differences: []))
        }
        return differing
    }
}
