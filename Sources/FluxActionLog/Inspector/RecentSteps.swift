/// The last steps of a replay, at most `capacity` of them, in a ring: what ``ReduxDevToolsExport``
/// keeps when it must export the last actions of a replay whose end it does not know.
struct RecentSteps {
    private var steps: [InspectorStep] = []
    private var start = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Adds a step; returns the oldest one when the ring was full.
    mutating func push(_ step: InspectorStep) -> InspectorStep? {
        guard steps.count == capacity else {
            steps.append(step)
            return nil
        }
        let oldest = steps[start]
        steps[start] = step
        start = (start + 1) % capacity
        return oldest
    }

    /// Removes and returns every step, oldest first.
    mutating func removeAll() -> [InspectorStep] {
        let all = Array(steps[start...] + steps[..<start])
        steps = []
        start = 0
        return all
    }
}
