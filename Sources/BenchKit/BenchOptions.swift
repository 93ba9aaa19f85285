/// What one `flux-bench` invocation was asked to do, parsed from its command-line arguments.
///
/// ```swift
/// let options = try BenchOptions.parse(["--json", "--filter", "dispatch,search"])
/// // options.output == .json, options.filters == ["dispatch", "search"]
/// ```
package struct BenchOptions: Equatable, Sendable {
    /// How the results are printed.
    package enum Output: Equatable, Sendable {
        /// A human-readable table (the default).
        case table
        /// One JSON object on stdout.
        case json
    }

    /// How the results are printed.
    package var output: Output = .table
    /// Whether to run every scenario briefly (CI smoke; numbers are not meaningful).
    package var quick = false
    /// Name fragments; a scenario runs when its name contains any of them. Empty: run all.
    package var filters: [String] = []
    /// Whether to list the scenario names instead of running them.
    package var list = false
    /// Whether to print the usage and exit.
    package var help = false

    /// Options with every default: table output, full runs, every scenario.
    package init() {}

    /// Parses arguments (without the program name).
    ///
    /// Accepts `--json`, `--quick`, `--list`, `--help`/`-h`, and `--filter NAME` or
    /// `--filter=NAME`, where NAME is a name fragment or a comma-separated list of fragments;
    /// `--filter` may be repeated (the fragments add up).
    /// - Throws: `BenchUsageError` for an unknown argument, a missing or empty filter value.
    package static func parse(_ arguments: [String]) throws(BenchUsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.output = .json
            case "--quick": options.quick = true
            case "--list": options.list = true
            case "--help", "-h": options.help = true
            case "--filter":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .missingValue("--filter")
                }
                options.filters += try fragments(value)
            default:
                guard argument.hasPrefix("--filter=") else { throw .unknownArgument(argument) }
                options.filters += try fragments(String(argument.dropFirst("--filter=".count)))
            }
        }
        return options
    }

    /// Splits a filter value at commas, dropping surrounding spaces.
    private static func fragments(_ value: String) throws(BenchUsageError) -> [String] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { trimmingSpaces($0) }
        guard !parts.contains(where: \.isEmpty) else { throw .emptyFilter(value) }
        return parts
    }

    /// `text` without leading and trailing spaces.
    private static func trimmingSpaces(_ text: Substring) -> String {
        var slice = text
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
