/// Order statistics of repeated measurements.
package enum Statistics {
    /// The median of `values`: the middle value, or the mean of the two middle values for an even
    /// count; nil when `values` is empty.
    package static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        return (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest of `values`; nil when `values` is empty.
    package static func minimum(_ values: [Double]) -> Double? {
        values.min()
    }

    /// The `fraction` percentile of `values` (nearest rank: the smallest value with at least
    /// `fraction` of the values at or below it; 0.99 gives the 99th percentile); nil when
    /// `values` is empty.
    package static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
