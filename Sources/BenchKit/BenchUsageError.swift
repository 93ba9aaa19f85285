/// A command line `flux-bench` cannot run; printed with the usage, exit status 2.
package enum BenchUsageError: Error, Equatable, CustomStringConvertible {
    /// An argument that is not an option of `flux-bench`.
    case unknownArgument(String)
    /// An option that needs a value was last, or followed by another option.
    case missingValue(String)
    /// A filter value with an empty fragment (e.g. `""` or `"dispatch,"`).
    case emptyFilter(String)
    /// Filter fragments that match no scenario name.
    case noScenarioMatches([String])

    /// One line saying what is wrong.
    package var description: String {
        switch self {
        case .unknownArgument(let argument):
            return "unknown argument '\(argument)'"
        case .missingValue(let option):
            return "\(option) needs a value, e.g. \(option) dispatch"
        case .emptyFilter(let value):
            return "--filter '\(value)' has an empty name; give names separated by commas"
        case .noScenarioMatches(let fragments):
            return "no scenario name contains \(fragments.map { "'\($0)'" }.joined(separator: " or ")); "
                + "see --list"
        }
    }

    /// The usage text printed after the error (and by `--help`).
    package static let usage = """
        usage: flux-bench [--json] [--quick] [--filter NAME[,NAME...]] [--list] [--help]
          --json          print one JSON object instead of the table
          --quick         run every scenario briefly (CI smoke test; numbers not meaningful)
          --filter NAME   run the scenarios whose name contains NAME (comma list allowed;
                          the baselines they are compared with run too)
          --list          list the scenario names and what they measure
          --help, -h      print this help
        Build in release for real numbers: swift run -c release flux-bench
        """
}
