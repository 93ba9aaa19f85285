import Flux
import FluxActionLog
import FluxExploration
import FluxReplayTool
import FluxTestGeneration
import Foundation

/// The explore command of an app, from a test tool's `main` in a few lines: seeded exploration
/// in a child process, and for each new failure its log, its test and its saved seed.
///
/// `PROGRAM [--seed N]… [--sequences N] [--out DIR] [--saved DIR] [--known DIR]` explores the
/// app from each seed in turn (decimal, or `0x` and hexadecimal; 1 when none is given),
/// `ExplorationOptions.sequences` sequences a seed (1,000 by default), the failures saved in
/// `--saved` (`<out>/saved` by default) first. It stops at the first new failure:
///
/// - **A property or an invariant fails**: the shrunk sequence's log
///   (`explored-<SEED>.jsonl`, from `Explorer.recordLog(of:to:app:)`) and its Swift Testing
///   file (`Explored<SEED>Tests.swift`) are written in `--out` (`.build/explore` by default).
/// - **A reducer or an effect crashes**: the exploration runs in a child process of the
///   program, which dies, not the tool. A second child records the crashing sequence
///   (`Explorer.recordSequence(seed:to:app:)`), and the app's replay tool minimizes that log
///   (`explored-<SEED>.min.jsonl`) and writes its exit test, every reducer in children of its own.
///
/// Either way the failure's seed is saved (`ExplorationSavedFailures`), and standard output
/// gets the report: the failure, the files, and the commands that run it again and verify its
/// log. A failure listed in a `*.failure` file of the `--known` folder (its first line as the
/// report shows it, one a line, `#` starting a comment) is reported and does not fail the run.
///
/// | Status | Meaning |
/// |---|---|
/// | 0 | no failure, or only known ones |
/// | 1 | a new failure: its files are written and its seed saved |
/// | 2 | a wrong command line (standard error names the argument), or a file that cannot be read or written |
///
/// The command is `replay LOG [MODE]` too, the app's ``replayTool``:
/// ```swift
/// let replay = ReplayTool<AppAction>(app: "shop") { try ShopStores().dispatcher }
/// let tool = ExploreTool(
///     program: "shop-explore", replayTool: replay, app: ActionLogApp(name: "shop", version: "1.0"),
///     makeExplorer: { options in ShopExploration.explorer(options: options) },
///     makeTestGenerator: { name, _ in ShopExploration.testGenerator(name: name) },
///     makeExpectedDispatcher: { try ShopStores().dispatcher })
/// exit(tool.main(Array(CommandLine.arguments.dropFirst())))
/// ```
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
public struct ExploreTool<App: Explorable> where App.Action: LoggableAction {
    /// The program's name, as messages start (`shop-explore: …`) and as the report's commands
    /// run it.
    public let program: String
    /// The app's replay tool: `PROGRAM replay …`, and the minimizer of a crash's log. Its
    /// `makeTestGenerator` writes a crash's test; without one, a crash's test is not written.
    public let replayTool: ReplayTool<App.Action>
    /// The application named in the headers of the logs the tool writes.
    public let app: ActionLogApp
    /// Makes the explorer, given the options of the command line (its sequences a seed).
    public let makeExplorer: @MainActor (ExplorationOptions) -> Explorer<App>
    /// Makes the generator of a failure's test, given the suite's name and the log's file name.
    public let makeTestGenerator: @MainActor (_ name: String, _ log: String) -> ActionLogTestGenerator<App.Action>
    /// Builds the dispatcher whose states a failure's test expects: the app's own stores, with
    /// no middleware, so the test fails while the bug is in the code it runs.
    public let makeExpectedDispatcher: @MainActor () throws -> Dispatcher<App.Action>
    /// The environment variables that choose what the app's processes run (a planted bug, say):
    /// those set are written, `NAME=value`, before the report's commands. None by default.
    public var environmentVariables: [String] = []
    /// Options of the app's own, ones its `main` reads and removes before ``main(_:)``: the
    /// tool's child processes get them again, and the report's `again:` command writes them
    /// after its seed, where they stand for ``environmentVariables``. None by default.
    public var againArguments: [String] = []
    /// The usage lines a wrong command line prints on standard error.
    public var usage: String

    /// Creates the explore command of an app.
    /// - Parameters:
    ///   - program: the program's name.
    ///   - replayTool: the app's replay tool.
    ///   - app: the application the logs' headers name.
    ///   - makeExplorer: makes the explorer with the given options.
    ///   - makeTestGenerator: makes the generator of a failure's test (suite name, log file name).
    ///   - makeExpectedDispatcher: builds the dispatcher whose states a failure's test expects.
    public init(
        program: String, replayTool: ReplayTool<App.Action>, app: ActionLogApp,
        makeExplorer: @escaping @MainActor (ExplorationOptions) -> Explorer<App>,
        makeTestGenerator: @escaping @MainActor (_ name: String, _ log: String) -> ActionLogTestGenerator<App.Action>,
        makeExpectedDispatcher: @escaping @MainActor () throws -> Dispatcher<App.Action>
    ) {
        self.program = program
        self.replayTool = replayTool
        self.app = app
        self.makeExplorer = makeExplorer
        self.makeTestGenerator = makeTestGenerator
        self.makeExpectedDispatcher = makeExpectedDispatcher
        usage = """
            usage: \(program) [--seed N]… [--sequences N] [--out DIR] [--saved DIR] [--known DIR]
                   \(program) \(replayTool.command) LOG [MODE]
            """
    }

    /// Runs the command on the arguments after the program's name and returns its exit status
    /// (the table above); arguments that start with the replay tool's command run that tool.
    /// - Parameter arguments: e.g. `["--seed", "42", "--sequences", "500"]`.
    /// - Returns: the status to exit with: 0, 1 or 2.
    public func main(_ arguments: [String]) -> Int32 {
        if arguments.first == replayTool.command { return replayTool.run(Array(arguments.dropFirst())).rawValue }
        do {
            let parsed = try ExploreToolArguments(parsing: arguments)
            switch parsed.role {
            case .parent: return try supervise(parsed, arguments: arguments).rawValue
            case .explorer(let progress): return try explore(parsed, progress: URL(fileURLWithPath: progress)).rawValue
            case .recorder(let seed, let log): return try record(seed, to: log, parsed).rawValue
            }
        } catch let error as ExploreToolUsageError {
            ExploreToolProcess.printError("\(program): \(error.message)\n\(usage)")
        } catch {
            ExploreToolProcess.printError("\(program): \(error)")
        }
        return ExploreToolStatus.usage.rawValue
    }
}
