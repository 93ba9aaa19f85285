import Flux
import FluxActionLog
import FluxTestGeneration
import Foundation

/// The replay tool of an app: `APP replay LOG [MODE]` replays, verifies, inspects, blames,
/// minimizes a recorded log and writes its test, for any app, from the app's own `main`.
///
/// Call ``runIfRequested(arguments:)`` first thing in `main`, before any start-up of the app's
/// own (signal handlers, a raw terminal, a black box): when the arguments start with
/// ``command`` it runs the tool and exits the process with a ``ReplayToolStatus``; otherwise it
/// returns and the app starts as usual.
/// ```swift
/// ReplayTool<AppAction>(app: "shop") { try ShopStores().dispatcher }.runIfRequested()
/// // … the app's own start-up
/// ```
///
/// **No reducer of the app ever runs in the tool's process.** Every replay runs in a child
/// process of the app's own binary (the same executable, started with the same command), so a
/// reducer that traps ends only that child. When the replay of action N crashes, the tool finds
/// N by replaying in children, writes the mode's output for actions 1…N-1, then a line naming
/// the crash at N, and exits with ``ReplayToolStatus/crash``. A log that recorded a failure
/// (format version 2: the action a crash interrupted, or an invariant break) is checked first:
/// the tool says whether the recorded failure reproduces. The modes and their legal
/// combinations are ``ReplayToolMode``'s table; <doc:FromACrashToAFailingTest> walks the path.
@MainActor
public struct ReplayTool<Action: LoggableAction> {
    /// The app's name, as its logs' headers name it and as messages start (`shop replay: …`).
    public let app: String
    /// The command word that starts the tool (`replay`).
    public var command = "replay"
    /// Builds a dispatcher with the app's fresh stores and no middleware, in a child process.
    public let makeDispatcher: @MainActor () throws -> Dispatcher<Action>
    /// Makes the test generator of `--emit-test`, given the suite's name; nil: the app writes no
    /// tests (`--emit-test` is then a usage mistake).
    public var makeTestGenerator: (@MainActor (_ name: String) -> ActionLogTestGenerator<Action>)?

    /// Creates the tool of an app.
    /// - Parameters:
    ///   - app: the app's name.
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else.
    public init(app: String, makeDispatcher: @escaping @MainActor () throws -> Dispatcher<Action>) {
        self.app = app
        self.makeDispatcher = makeDispatcher
    }

    /// Runs the tool and exits the process when `arguments` (the program's, with the program
    /// first) start with ``command``; returns at once otherwise.
    /// - Parameter arguments: the program's arguments, `CommandLine.arguments` by default.
    public func runIfRequested(arguments: [String] = CommandLine.arguments) {
        guard arguments.count >= 2, arguments[1] == command else { return }
        exit(run(Array(arguments.dropFirst(2))).rawValue)
    }

    /// Runs the tool on the arguments that follow the command word and returns its status
    /// (`--help` alone prints the usage on standard output).
    /// - Parameter arguments: e.g. `["session.jsonl", "--minimize", "small.jsonl"]`.
    /// - Returns: the status to exit with.
    public func run(_ arguments: [String]) -> ReplayToolStatus {
        let output = ToolOutput(prefix: "\(app) \(command): ")
        if arguments == ["--help"] || arguments == ["-h"] {
            output.line(ReplayToolUsageError.usage(app: app, command: command))
            output.flush()
            return .ok
        }
        let request: ReplayToolRequest
        do {
            request = try ReplayToolRequest(parsing: arguments)
        } catch {
            output.error("\(error)")
            FileHandle.standardError.write(Data((ReplayToolUsageError.usage(app: app, command: command) + "\n").utf8))
            return .usage
        }
        let environment = ProcessInfo.processInfo.environment
        if ReplayChildProcess.isChild(environment) {
            let crash = ReplayChildProcess.toldCrash(environment)
            return ReplayWorker(tool: self, request: request, output: output, crash: crash).run()
        }
        return ReplayParent(tool: self, request: request, output: output, environment: environment).run()
    }
}
