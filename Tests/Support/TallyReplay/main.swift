// Test helper: the tally app with real bugs, and the library's replay tool in its main.
// Its counter traps on .add(13) and its summary declares "peak within limit" (1000), which an
// add past 1000 breaks: plain code bugs, in every process that runs the reducers. With
// TALLY_REPLAY_REDUCER=indexesOutOfRange in its environment, its replays run the two index
// bugs of TallyIndexBugs instead (no trap on 13, no invariant).
//   tally-replay replay LOG [MODE]        the replay tool (ReplayTool), exit statuses 0-4
//   tally-replay record LOG ACTION...     records a session of the buggy app: add:N, note:TEXT,
//                                         reset; a crash or a break ends it (the log keeps it)
import ActionLogFixtures
import Flux
import FluxActionLog
import FluxReplayTool
import FluxTestGeneration
import Foundation

let indexBugs = ProcessInfo.processInfo.environment["TALLY_REPLAY_REDUCER"] == "indexesOutOfRange"
var tool = ReplayTool<TallyAction>(app: "tally") {
    try indexBugs ? TallyIndexBugs.replayDispatcher() : TallyStores.replayDispatcher(.trapsOnThirteen, peakLimit: 1000)
}
tool.makeTestGenerator = { name in
    ActionLogTestGenerator(
        name: name, imports: ["ActionLogFixtures"],
        setup: [
            "let stores = try TallyStores(reducer: .trapsOnThirteen, peakLimit: 1000)",
            "let store = TestStore(dispatcher: stores.dispatcher)",
        ],
        storeState: { "$0[stores.\($0)]" })
}
tool.runIfRequested()

let arguments = CommandLine.arguments
guard arguments.count >= 3, arguments[1] == "record" else {
    FileHandle.standardError.write(Data("usage: tally-replay replay LOG [MODE] | record LOG ACTION...\n".utf8))
    exit(2)
}
let stores = try TallyStores(reducer: .trapsOnThirteen, middleware: true, peakLimit: 1000)
let recorder = try ActionLogRecorder(
    path: arguments[2], dispatcher: stores.dispatcher, app: ActionLogApp(name: "tally", version: "1"),
    options: .init(timestamps: false))
for word in arguments.dropFirst(3) {
    let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count > 1 ? parts[1] : nil) {
    case ("add", let amount?): stores.dispatcher.send(.add(Int(amount) ?? 0))
    case ("note", let text?): stores.dispatcher.send(.note(text))
    case ("reset", nil): stores.dispatcher.send(.reset)
    default:
        FileHandle.standardError.write(Data("tally-replay: unknown action \(word)\n".utf8))
        exit(2)
    }
}
withExtendedLifetime(recorder) {}
