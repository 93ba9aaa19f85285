/// Splits the scenarios of a run into families: a scenario, the baselines it is compared with,
/// and every other scenario compared with one of those (the connected parts of the baseline
/// relation).
///
/// `flux-bench` runs each family in a process of its own, interleaved within it: a ratio needs
/// its scenario and its baseline under the same load, and nothing else. What ran before in the
/// same process (a 322 MB log, Observation's tables, a thousand effect tasks) would otherwise
/// move a family's numbers more than its own code does.
package enum ScenarioFamilies {
    /// The families of `names`, each in catalogue order, ordered by their first member.
    /// - Parameters:
    ///   - names: the scenarios of the run, in catalogue order.
    ///   - baselines: each scenario's baseline name, by scenario name; a baseline outside
    ///     `names` links nothing.
    /// - Returns: every name exactly once.
    package static func group(names: [String], baselines: [String: String]) -> [[String]] {
        var root: [String: String] = [:]
        for name in names { root[name] = name }
        func find(_ name: String) -> String {
            var current = name
            while let parent = root[current], parent != current { current = parent }
            return current
        }
        for name in names {
            guard let baseline = baselines[name], root[baseline] != nil else { continue }
            let (a, b) = (find(name), find(baseline))
            if a != b { root[a] = b }
        }
        var order: [String] = []
        var members: [String: [String]] = [:]
        for name in names {
            let family = find(name)
            if members[family] == nil { order.append(family) }
            members[family, default: []].append(name)
        }
        return order.compactMap { members[$0] }
    }

    /// The families of `scenarios`; see `group(names:baselines:)`.
    package static func group(_ scenarios: [Scenario]) -> [[Scenario]] {
        var baselines: [String: String] = [:]
        var byName: [String: Scenario] = [:]
        for scenario in scenarios {
            byName[scenario.name] = scenario
            if let baseline = scenario.baseline { baselines[scenario.name] = baseline }
        }
        return group(names: scenarios.map(\.name), baselines: baselines).map { $0.compactMap { byName[$0] } }
    }
}
