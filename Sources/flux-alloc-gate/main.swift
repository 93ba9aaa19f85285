#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// flux-alloc-gate: exact heap-call counts of Flux operations (no timing). See GateCommand and
// docs/performance.md ("Allocations").
exit(await GateCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
