import BenchKit
import Foundation

/// The `flux-bench` command: parses the arguments, runs the chosen scenarios, prints the report.
@MainActor
enum BenchCommand {
    /// Runs the command and returns the process exit status.
    ///
    /// 0 on success (targets missed or not: CI only checks that the tool runs), 1 when a scenario
    /// fails, 2 for a bad command line (the usage goes to stderr).
    static func run(arguments: [String]) async -> Int32 {
        let options: BenchOptions
        let scenarios: [Scenario]
        let logs = AppLogFixture(catalog: CatalogFixture())
        logs.onBuild = { printError("flux-bench: \($0)") }
        defer { logs.remove() }
        let binary = FluxMoviesBinary()
        binary.onBuild = { printError("flux-bench: building flux-movies: \($0)") }
        let catalogue = ScenarioCatalogue.all(logs: logs, binary: binary)
        if arguments.starts(with: ["--child", FamilyProcess.task]) {
            return await FamilyProcess.runChild(Array(arguments.dropFirst(2)), catalogue: catalogue)
        }
        if arguments.first == "--child" { return ChildCommand.run(Array(arguments.dropFirst())) }
        do {
            options = try BenchOptions.parse(arguments)
            scenarios = try ScenarioSelection.select(catalogue, fragments: options.filters)
        } catch {
            printError("flux-bench: \(error)\n\(BenchUsageError.usage)")
            return 2
        }
        if options.help {
            print(BenchUsageError.usage)
            return 0
        }
        if options.list {
            for scenario in scenarios { print("\(scenario.name)\t\(scenario.summary)") }
            return 0
        }
        return measure(scenarios, options: options)
    }

    /// Runs `scenarios` and prints the table or the JSON report.
    private static func measure(_ scenarios: [Scenario], options: BenchOptions) -> Int32 {
        if MachineInfo.buildConfiguration == "debug" && !options.quick {
            printError("flux-bench: debug build; for real numbers run: swift run -c release flux-bench")
        }
        let results: [ScenarioResult]
        do {
            results = try FamilyProcess.measure(scenarios, quick: options.quick)
        } catch {
            printError("flux-bench: a scenario failed: \(error)")
            return 1
        }
        let machine = MachineInfo.describe(quick: options.quick)
        switch options.output {
        case .json:
            print(ResultJSON.render(machine: machine, results: results))
        case .table:
            print(ResultTable.render(results))
            print("\n\(summaryLine(machine))")
        }
        return 0
    }

    /// One line naming the machine and build the numbers come from.
    private static func summaryLine(_ machine: [(String, JSONValue)]) -> String {
        let parts = machine.map { key, value in
            if case .string(let text) = value { return "\(key): \(text)" }
            return "\(key): \(value.serialized)"
        }
        return parts.joined(separator: "; ")
    }

    /// Writes one line to stderr.
    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
