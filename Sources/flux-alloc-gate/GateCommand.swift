#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line of flux-alloc-gate: runs every scenario, or traces one.
@MainActor
enum GateCommand {
    /// What `--help` prints.
    static let usage = """
        usage: flux-alloc-gate [--trace SCENARIO [N] | --list | --help]

        Counts the heap calls (malloc, calloc, realloc, free, posix_memalign, aligned_alloc,
        memalign, valloc) of Flux operations and checks them against exact expected counts; one
        line per scenario, exit status 1 when a count differs. Build it in release, as the counts
        are a release build's: swift run -c release flux-alloc-gate

          --trace SCENARIO [N]  run SCENARIO with N (default 3) operations beyond its baseline
                             and print each heap call's size and backtrace to stderr (also in
                             debug builds)
          --list             the scenarios' names
        """

    /// Runs the command; returns the exit status.
    static func run(arguments: [String]) async -> Int32 {
        switch arguments.first {
        case nil: return await runAll()
        case "--list":
            for scenario in Scenarios.all { print(scenario.name) }
            return 0
        case "--trace" where arguments.count == 2:
            return await trace(arguments[1], operations: 3)
        case "--trace" where arguments.count == 3 && Int(arguments[2]) != nil:
            return await trace(arguments[1], operations: Int(arguments[2]) ?? 3)
        case "--help", "-h":
            print(usage)
            return 0
        default:
            printError("flux-alloc-gate: unknown arguments \(arguments)\n\n\(usage)")
            return 2
        }
    }

    /// Measures every scenario; 1 when any count differs from the expected one.
    static func runAll() async -> Int32 {
        #if DEBUG
            printError(
                "flux-alloc-gate: the expected counts are a release build's; run: "
                    + "swift run -c release flux-alloc-gate")
            return 2
        #else
            guard HeapCounter.separateLibdispatch() else {
                printError("flux-alloc-gate: libdispatch is not loaded; cannot count its calls apart")
                return 2
            }
            var failures = 0
            for scenario in Scenarios.all {
                do {
                    let result = try await scenario.run()
                    print(result.line)
                    if !result.passed { failures += 1 }
                } catch {
                    print("FAIL \(scenario.name): the fixture could not be built: \(error)")
                    failures += 1
                }
            }
            print(failures == 0 ? "flux-alloc-gate: all counts as expected" : "flux-alloc-gate: \(failures) failed")
            return failures == 0 ? 0 : 1
        #endif
    }

    /// Runs one scenario with `operations` operations beyond its baseline, with tracing on.
    static func trace(_ name: String, operations: Int) async -> Int32 {
        guard let scenario = Scenarios.all.first(where: { $0.name == name }) else {
            printError("flux-alloc-gate: no scenario \(name); --list gives their names")
            return 2
        }
        _ = HeapCounter.separateLibdispatch()
        HeapCounter.startTracing()
        do {
            let count = try await scenario.measure(scenario.baseline + operations)
            print(
                "\(name), \(scenario.baseline + operations) \(scenario.unit.plural): \(count.checked.allocations) allocations, "
                    + "\(count.checked.frees) frees (baseline included; libdispatch apart, not traced: "
                    + "\(count.libdispatch.allocations), \(count.libdispatch.frees))")
            return 0
        } catch {
            printError("flux-alloc-gate: \(error)")
            return 1
        }
    }

    /// Writes `message` and a newline to stderr.
    static func printError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
