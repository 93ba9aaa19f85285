/// A scenario's goal: a ceiling on its ratio to the baseline, on how much its median exceeds the
/// baseline's, on its median, on its peak memory, or several of them.
package struct PerformanceTarget: Equatable, Sendable {
    /// The highest allowed `median / baseline median` (inclusive), if any.
    package let maxRatio: Double?
    /// The highest allowed `median - baseline median` in nanoseconds (inclusive), if any.
    package let maxExcessNanoseconds: Double?
    /// The median must be strictly below this many nanoseconds per operation, if set.
    package let medianBelowNanoseconds: Double?
    /// The peak resident memory must be strictly below this many megabytes (10^6 bytes), if set.
    package let peakResidentBelowMegabytes: Double?

    /// Creates a target; give at least one limit.
    package init(
        maxRatio: Double? = nil, maxExcessNanoseconds: Double? = nil, medianBelowNanoseconds: Double? = nil,
        peakResidentBelowMegabytes: Double? = nil
    ) {
        self.maxRatio = maxRatio
        self.maxExcessNanoseconds = maxExcessNanoseconds
        self.medianBelowNanoseconds = medianBelowNanoseconds
        self.peakResidentBelowMegabytes = peakResidentBelowMegabytes
    }

    /// Whether a result meets every limit; nil when a ratio, excess or memory limit has no
    /// measurement to check (the excess is `median - median / ratio`).
    package func isMet(median: Double, ratio: Double?, peakResidentMegabytes: Double? = nil) -> Bool? {
        var met = true
        if let maxRatio {
            guard let ratio else { return nil }
            met = met && ratio <= maxRatio
        }
        if let maxExcessNanoseconds {
            guard let ratio, ratio > 0 else { return nil }
            met = met && median - median / ratio <= maxExcessNanoseconds
        }
        if let medianBelowNanoseconds {
            met = met && median < medianBelowNanoseconds
        }
        if let peakResidentBelowMegabytes {
            guard let peakResidentMegabytes else { return nil }
            met = met && peakResidentMegabytes < peakResidentBelowMegabytes
        }
        return met
    }

    /// A short rendering for the table, e.g. `<= 25x`, `<= 0.1x, < 500 us`, `<= 1.5x, < 100 MB`,
    /// `<= +90 ms` (the excess over the baseline).
    package var description: String {
        var parts: [String] = []
        if let maxRatio { parts.append("<= \(NumberFormatting.ratio(maxRatio))") }
        if let maxExcessNanoseconds { parts.append("<= +\(NumberFormatting.duration(maxExcessNanoseconds))") }
        if let medianBelowNanoseconds { parts.append("< \(NumberFormatting.duration(medianBelowNanoseconds))") }
        if let peakResidentBelowMegabytes {
            parts.append(
                "< \(NumberFormatting.trimmingZeros(NumberFormatting.megabytes(peakResidentBelowMegabytes))) MB")
        }
        return parts.joined(separator: ", ")
    }
}
