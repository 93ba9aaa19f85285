import BenchKit
import Foundation

/// Runs each family of scenarios (``ScenarioFamilies``) in a process of its own: `flux-bench
/// --child family [--quick] NAME...`, this very executable, which measures exactly those
/// scenarios and prints their results as `flux-bench --json` does.
///
/// Within a family the repetitions interleave as in one process (a ratio's scenario and baseline
/// see the same load); between families nothing is shared: no heap left fragmented by a 322 MB
/// log, no Observation tables, no effect tasks of another family.
@MainActor
enum FamilyProcess {
    /// The `--child` task that measures one family.
    static let task = "family"

    /// Measures `scenarios`, one child process per family, and returns their results in the
    /// order of `scenarios`.
    /// - Throws: `BenchFixtureError` when a child fails or prints no results.
    static func measure(_ scenarios: [Scenario], quick: Bool) throws -> [ScenarioResult] {
        var results: [String: ScenarioResult] = [:]
        for family in ScenarioFamilies.group(scenarios) {
            for result in try measureInChild(family.map(\.name), quick: quick) { results[result.name] = result }
        }
        return try scenarios.map { scenario in
            guard let result = results[scenario.name] else {
                throw BenchFixtureError("the family child printed no result for \(scenario.name)")
            }
            return result.withTarget(scenario.target, quick: quick)
        }
    }

    /// The child's side: measures exactly the `names` of `catalogue`, in process, and prints
    /// the JSON report; returns the exit status.
    static func runChild(_ arguments: [String], catalogue: [Scenario]) async -> Int32 {
        let quick = arguments.first == "--quick"
        let names = Set(quick ? arguments.dropFirst() : arguments[...])
        let scenarios = catalogue.filter { names.contains($0.name) }
        guard !names.isEmpty, scenarios.count == names.count else {
            printError("flux-bench: usage: flux-bench --child family [--quick] NAME... (names from --list)")
            return 2
        }
        do {
            let results = try await BenchRunner(quick: quick).run(scenarios) { printError("flux-bench: running \($0)") }
            print(ResultJSON.render(machine: [], results: results))
            return 0
        } catch {
            printError("flux-bench: a scenario failed: \(error)")
            return 1
        }
    }

    /// Starts the child for one family, waits for it and decodes its results.
    private static func measureInChild(_ names: [String], quick: Bool) throws -> [ScenarioResult] {
        let process = Process()
        let output = Pipe()
        process.executableURL = try ChildProcess.executable()
        process.arguments = ["--child", task] + (quick ? ["--quick"] : []) + names
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFixtureError(
                "the family of \(names.joined(separator: ", ")) exited with status "
                    + "\(process.terminationStatus)")
        }
        return try decode(data)
    }

    /// The results of a `--json` report.
    static func decode(_ data: Data) throws -> [ScenarioResult] {
        guard let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let scenarios = report["scenarios"] as? [[String: Any]]
        else { throw BenchFixtureError("the family child's report is not flux-bench JSON") }
        return try scenarios.map { members in
            guard let name = members["name"] as? String, let operations = number(members["n"]),
                let median = number(members["ns_per_op_median"]), let minimum = number(members["ns_per_op_min"])
            else { throw BenchFixtureError("a result of the family child lacks a name, n or time: \(members)") }
            return ScenarioResult(
                name: name, operations: Int(operations), medianNanoseconds: median, minimumNanoseconds: minimum,
                baseline: members["baseline"] as? String, ratio: number(members["ratio"]),
                peakResidentMegabytes: number(members["peak_rss_mb"]))
        }
    }

    /// A JSON number as a `Double` (`nil` for `null` or a missing member).
    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
