// Test helper: records random tally actions into an action log until it is killed.
// Usage: action-log-writer <log> [--digest-every K] [--max-file-size BYTES]
//        action-log-writer <log> --sigkill-on-thirteen
// Prints "ready" once 300 actions are recorded and keeps recording. With --max-file-size the
// file size limit (RLIMIT_FSIZE) cuts a line mid-write; the writer then prints
// "stopped: <error>" and waits to be killed. After 20,000 actions it also waits to be killed
// (a test slowed down by a loaded machine still finds it alive); it exits when its standard
// input closes, so it never outlives the test.
// With --sigkill-on-thirteen it records .add(1), .add(150) (whose middleware sends a note) and
// .add(13), with no time on its lines, and the counter's reducer sends SIGKILL to the process as
// it reduces .add(13); should it live on, it exits with status 1.
import ActionLogFixtures
import BenchKit
import Dispatch
import Flux
import FluxActionLog
import Foundation

func argument(_ name: String) -> Int? {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else {
        return nil
    }
    return Int(CommandLine.arguments[index + 1])
}

guard CommandLine.arguments.count >= 2 else {
    FileHandle.standardError.write(
        Data("usage: action-log-writer <log> [--digest-every K] [--max-file-size BYTES]\n".utf8))
    exit(2)
}
DispatchQueue.global().async {
    var byte: UInt8 = 0
    while read(0, &byte, 1) > 0 {}
    exit(4)
}
if let limit = argument("--max-file-size") {
    var fileSize = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
    setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &fileSize)
    signal(SIGXFSZ, SIG_IGN)
}

if CommandLine.arguments.contains("--sigkill-on-thirteen") {
    let stores = try TallyStores(reducer: .killsItselfOnThirteen, middleware: true)
    let recorder = try ActionLogRecorder(
        path: CommandLine.arguments[1], dispatcher: stores.dispatcher,
        app: ActionLogApp(name: "action-log-writer", version: "1"), options: .init(timestamps: false))
    for action: TallyAction in [.add(1), .add(150), .add(13)] { stores.dispatcher.send(action) }
    withExtendedLifetime(recorder) {}
    FileHandle.standardError.write(Data("action-log-writer: the reducer did not kill the process\n".utf8))
    exit(1)
}

let stores = try TallyStores()
let recorder = try ActionLogRecorder(
    path: CommandLine.arguments[1], dispatcher: stores.dispatcher,
    app: ActionLogApp(name: "action-log-writer", version: "1"),
    options: .init(digestEvery: argument("--digest-every") ?? 0))
var generator = SeededGenerator(seed: 42)
for count in 1...20_000 {
    stores.dispatcher.send(.random(using: &generator))
    if let failure = recorder.failure {
        FileHandle.standardOutput.write(Data("stopped: \(failure)\n".utf8))
        while true { pause() }
    }
    if count == 300 {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
    }
}
while true { pause() }
