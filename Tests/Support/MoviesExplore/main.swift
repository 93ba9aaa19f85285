// movies-explore: explores flux-movies from seeds (the gate's explore step) with FluxExploreTool,
// writing each new failure's files; `movies-explore replay LOG …` replays them with the parts
// MOVIES_EXPLORE_PLANT names, every reducer in a child process (FluxReplayTool). Its own option,
// `--plant NAME`, sets that variable for the explorer, the replay tool and their children.
import FluxExploreTool
import FluxReplayTool
import Foundation
import MoviesApp
import MoviesExploration

var replay = ReplayTool<AppAction>(app: AppVersion.name) { AppCore(parts: MoviesPlant.fromEnvironment()).dispatcher }
replay.makeTestGenerator = { name in ExploredFailureFiles.generator(name: name, log: "the minimized log of a crash") }
guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
    FileHandle.standardError.write(Data("movies-explore: needs macOS 15 or later\n".utf8))
    exit(2)
}
var tool = ExploreTool(
    program: "movies-explore", replayTool: replay, app: ExploredFailureFiles.app,
    makeExplorer: { options in MoviesExplorer.make(plant: MoviesPlant.inEnvironment, options: options) },
    makeTestGenerator: { name, log in ExploredFailureFiles.generator(name: name, log: log) },
    makeExpectedDispatcher: { AppCore().dispatcher })
tool.environmentVariables = [MoviesPlant.environmentVariable]
tool.usage = """
    usage: movies-explore [--seed N]… [--sequences N] [--plant NAME] [--out DIR] [--saved DIR] [--known DIR]
           movies-explore replay LOG [MODE]   (with MOVIES_EXPLORE_PLANT=NAME for a planted bug's log)
    """
do {
    let arguments = try PlantOption.apply(Array(CommandLine.arguments.dropFirst()), to: &tool)
    exit(tool.main(arguments))
} catch {
    FileHandle.standardError.write(Data("movies-explore: \(error.message)\n\(tool.usage)\n".utf8))
    exit(2)
}
