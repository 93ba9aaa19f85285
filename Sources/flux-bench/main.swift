import Foundation

// flux-bench: measures Flux dispatch, effects and catalog search against honest baselines.
// See BenchCommand and the README's "Performance" section.
let status = await BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
