// movies-explore: explores flux-movies from seeds (the gate's explore step), writing each new
// failure's log and test; `movies-explore replay LOG …` replays those logs with the parts
// MOVIES_EXPLORE_PLANT names, every reducer in a child process (FluxReplayTool).
import Flux
import FluxReplayTool
import Foundation
import MoviesApp
import MoviesExploration

var tool = ReplayTool<AppAction>(app: AppVersion.name) { AppCore(parts: MoviesPlant.fromEnvironment()).dispatcher }
tool.makeTestGenerator = { name in ExploredFailureFiles.generator(name: name, log: "the minimized log of a crash") }
tool.runIfRequested()
if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    exit(ExploreCommand.main(Array(CommandLine.arguments.dropFirst()), tool: tool))
} else {
    FileHandle.standardError.write(Data("movies-explore: needs macOS 15 or later\n".utf8))
    exit(2)
}
