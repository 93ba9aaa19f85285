import FluxExploreTool
import Foundation
import MoviesExploration

/// `--plant NAME`, movies-explore's own option: the planted bug the explorer, the replay tool and
/// their children run, through `MOVIES_EXPLORE_PLANT` (which names it when the option is absent).
enum PlantOption {
    /// A wrong plant: what is wrong, in one line.
    struct Mistake: Error {
        /// What is wrong.
        let message: String
    }

    /// The arguments without `--plant NAME` (read in the explore command's option-value pairs),
    /// after setting `MOVIES_EXPLORE_PLANT` to the last NAME and having `tool`'s `again:` lines
    /// repeat the option; the arguments as they are for `replay`.
    /// - Throws: a ``Mistake`` for a missing or unknown NAME, given or in the environment.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor
    static func apply(_ arguments: [String], to tool: inout ExploreTool<ExploredMovies>) throws(Mistake) -> [String] {
        guard arguments.first != tool.replayTool.command else { return arguments }
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let pair = arguments[index..<min(index + 2, arguments.count)]
            index += 2
            guard pair.first == "--plant" else {
                rest += pair
                continue
            }
            guard let name = pair.dropFirst().first else { throw Mistake(message: "--plant needs a value") }
            guard MoviesPlant(rawValue: name) != nil else {
                throw Mistake(message: "--plant \(name): no such plant (\(MoviesPlant.allCases.map(\.rawValue)))")
            }
            setenv(MoviesPlant.environmentVariable, name, 1)
            tool.againArguments = ["--plant", name]
        }
        if let name = ProcessInfo.processInfo.environment[MoviesPlant.environmentVariable],
            MoviesPlant(rawValue: name) == nil
        {
            throw Mistake(message: "\(MoviesPlant.environmentVariable)=\(name): no such plant")
        }
        return rest
    }
}
