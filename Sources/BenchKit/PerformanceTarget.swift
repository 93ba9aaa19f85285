/// A scenario's goal: a ceiling on its ratio to the baseline, on its median, or both.
public struct PerformanceTarget: Equatable, Sendable {
    /// The highest allowed `median / baseline median` (inclusive), if any.
    public let maxRatio: Double?
    /// The median must be strictly below this many nanoseconds per operation, if set.
    public let medianBelowNanoseconds: Double?

    /// Creates a target; give at least one of the two limits.
    public init(maxRatio: Double? = nil, medianBelowNanoseconds: Double? = nil) {
        self.maxRatio = maxRatio
        self.medianBelowNanoseconds = medianBelowNanoseconds
    }

    /// Whether a result meets every limit; nil when a ratio limit has no ratio to check.
    public func isMet(median: Double, ratio: Double?) -> Bool? {
        var met = true
        if let maxRatio {
            guard let ratio else { return nil }
            met = met && ratio <= maxRatio
        }
        if let medianBelowNanoseconds {
            met = met && median < medianBelowNanoseconds
        }
        return met
    }

    /// A short rendering for the table, e.g. `<= 25x`, `<= 0.1x, < 500 us`.
    public var description: String {
        var parts: [String] = []
        if let maxRatio { parts.append("<= \(NumberFormatting.ratio(maxRatio))") }
        if let medianBelowNanoseconds { parts.append("< \(NumberFormatting.duration(medianBelowNanoseconds))") }
        return parts.joined(separator: ", ")
    }
}
