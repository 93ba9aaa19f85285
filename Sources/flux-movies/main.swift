// flux-movies: the composition root. Everything is in FluxMovies.run; this only starts it.
import Foundation

let status = await FluxMovies.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
