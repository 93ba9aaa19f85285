/// Renders a run as the JSON object `flux-bench --json` prints.
///
/// Shape: `{"machine": {...}, "scenarios": [{"name", "n", "ns_per_op_median", "ns_per_op_min",
/// "ratio", "peak_rss_mb", "baseline", "target", "met"}]}`. `ratio`, `peak_rss_mb`, `baseline`,
/// `target` and `met` are `null` when the scenario has none; `target` has any of `max_ratio`,
/// `median_below_ns` and `peak_rss_below_mb`; nanoseconds are rounded to hundredths, megabytes
/// (10^6 bytes) to tenths.
package enum ResultJSON {
    /// The whole report.
    package static func render(machine: [(String, JSONValue)], results: [ScenarioResult]) -> String {
        JSONValue.object([
            ("machine", .object(machine)),
            ("scenarios", .array(results.map(scenario))),
        ]).serialized
    }

    /// One scenario's object.
    static func scenario(_ result: ScenarioResult) -> JSONValue {
        .object([
            ("name", .string(result.name)),
            ("n", .int(result.operations)),
            ("ns_per_op_median", .double(rounded(result.medianNanoseconds, places: 2))),
            ("ns_per_op_min", .double(rounded(result.minimumNanoseconds, places: 2))),
            ("ratio", .optional(result.ratio.map { rounded($0, places: 4) })),
            ("peak_rss_mb", .optional(result.peakResidentMegabytes.map { rounded($0, places: 1) })),
            ("baseline", .optional(result.baseline)),
            ("target", result.target.map(target) ?? .null),
            ("met", result.met.map(JSONValue.bool) ?? .null),
        ])
    }

    /// A target's limits.
    static func target(_ target: PerformanceTarget) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let maxRatio = target.maxRatio { members.append(("max_ratio", .double(maxRatio))) }
        if let excess = target.maxExcessNanoseconds { members.append(("max_excess_ns", .double(excess))) }
        if let below = target.medianBelowNanoseconds { members.append(("median_below_ns", .double(below))) }
        if let below = target.peakResidentBelowMegabytes { members.append(("peak_rss_below_mb", .double(below))) }
        return .object(members)
    }

    /// `value` rounded to `places` decimal places.
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
