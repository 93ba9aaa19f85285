import Foundation

// flux-bench: measures Flux dispatch, effects and catalog search against honest baselines.
// See BenchCommand and docs/performance.md.
let status = await BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
