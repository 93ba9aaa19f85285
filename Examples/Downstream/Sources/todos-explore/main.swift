// todos-explore: the to-do app explored from seeds, a test tool that does not ship. Each new
// failure, a crash too, becomes a log, a minimized log and a test (FluxExploreTool).
import FluxActionLog
import FluxExploreTool
import FluxReplayTool
import FluxTestGeneration
import Foundation
import Todos
import TodosExploration

// TODOS_EXPLORE_PLANT=crash: the list's reducer with a planted crash, in this tool alone.
let planted = ProcessInfo.processInfo.environment["TODOS_EXPLORE_PLANT"] == "crash"
let listReducer = planted ? TodoExploration.reduceArchivingFirstDone : TodoListReducer.reduce
let generator: @MainActor @Sendable (String) -> ActionLogTestGenerator<AppAction> = { name in
    ActionLogTestGenerator<AppAction>(
        name: name, imports: ["Todos"],
        setup: ["let app = try TodoApp()", "let store = TestStore(dispatcher: app.dispatcher)"],
        storeState: { "$0[app.\($0)]" })
}
var replay = ReplayTool<AppAction>(app: "todos") { try TodoApp(listReducer: listReducer).dispatcher }
replay.makeTestGenerator = generator
guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { exit(2) }
var tool = ExploreTool(
    program: "todos-explore", replayTool: replay, app: ActionLogApp(name: "todos", version: "1.0.0"),
    makeExplorer: { options in TodoExploration.explorer(sequences: options.sequences, listReducer: listReducer) },
    makeTestGenerator: { name, _ in generator(name) },
    makeExpectedDispatcher: { try TodoApp().dispatcher })
tool.environmentVariables = ["TODOS_EXPLORE_PLANT"]
exit(tool.main(Array(CommandLine.arguments.dropFirst())))
