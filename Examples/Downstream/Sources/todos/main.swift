// The todos app's executable. Its first line is the replay tool: `todos replay LOG [MODE]`
// replays a recorded session in child processes of this binary (see FluxReplayTool).
import FluxReplayTool
import FluxTestGeneration
import Todos

var tool = ReplayTool<AppAction>(app: "todos") { try TodoApp().dispatcher }
tool.makeTestGenerator = { name in
    ActionLogTestGenerator(
        name: name, imports: ["Todos"],
        setup: ["let app = try TodoApp()", "let store = TestStore(dispatcher: app.dispatcher)"],
        storeState: { "$0[app.\($0)]" })
}
tool.runIfRequested()
print("todos: an example app; 'todos replay LOG' replays a session it recorded")
