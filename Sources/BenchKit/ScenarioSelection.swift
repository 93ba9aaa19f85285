/// Chooses the scenarios a `--filter` asks for, plus the baselines they are compared with.
package enum ScenarioSelection {
    /// The names to run, in catalogue order.
    ///
    /// A scenario is chosen when its name contains any fragment; the baselines of chosen scenarios
    /// are added (transitively) so every ratio can be computed in the same run. No fragments:
    /// every scenario.
    /// - Parameters:
    ///   - names: every scenario name, in catalogue order.
    ///   - baselines: each scenario's baseline name, by scenario name.
    ///   - fragments: the `--filter` fragments.
    /// - Returns: the chosen names, in catalogue order.
    /// - Throws: `BenchUsageError.noScenarioMatches` naming the fragments that matched nothing.
    package static func select(
        names: [String], baselines: [String: String], fragments: [String]
    ) throws(BenchUsageError) -> [String] {
        guard !fragments.isEmpty else { return names }
        let unmatched = fragments.filter { fragment in !names.contains { $0.contains(fragment) } }
        guard unmatched.isEmpty else { throw .noScenarioMatches(unmatched) }
        var chosen = Set(names.filter { name in fragments.contains { name.contains($0) } })
        var pending = Array(chosen)
        while let name = pending.popLast() {
            if let baseline = baselines[name], names.contains(baseline), chosen.insert(baseline).inserted {
                pending.append(baseline)
            }
        }
        return names.filter { chosen.contains($0) }
    }

    /// The scenarios to run; see `select(names:baselines:fragments:)`.
    package static func select(_ scenarios: [Scenario], fragments: [String]) throws(BenchUsageError) -> [Scenario] {
        var baselines: [String: String] = [:]
        for scenario in scenarios {
            if let baseline = scenario.baseline { baselines[scenario.name] = baseline }
        }
        let names = try select(names: scenarios.map(\.name), baselines: baselines, fragments: fragments)
        let wanted = Set(names)
        return scenarios.filter { wanted.contains($0.name) }
    }
}
