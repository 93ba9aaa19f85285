/// Renders a run as the JSON object `flux-bench --json` prints.
///
/// Shape: `{"machine": {...}, "scenarios": [{"name", "n", "ns_per_op_median", "ns_per_op_min",
/// "ratio", "baseline", "target", "met"}]}`. `ratio`, `baseline`, `target` and `met` are `null`
/// when the scenario has none; `target` is `{"max_ratio": x}` and/or
/// `{"median_below_ns": y}`; nanoseconds are rounded to hundredths.
public enum ResultJSON {
    /// The whole report.
    public static func render(machine: [(String, JSONValue)], results: [ScenarioResult]) -> String {
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
            ("baseline", .optional(result.baseline)),
            ("target", result.target.map(target) ?? .null),
            ("met", result.met.map(JSONValue.bool) ?? .null),
        ])
    }

    /// A target's limits.
    static func target(_ target: PerformanceTarget) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let maxRatio = target.maxRatio { members.append(("max_ratio", .double(maxRatio))) }
        if let below = target.medianBelowNanoseconds { members.append(("median_below_ns", .double(below))) }
        return .object(members)
    }

    /// `value` rounded to `places` decimal places.
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
