// Test and benchmark helper: large action logs in a process of their own, reporting peak memory.
// Usage:
//   action-log-probe generate <log> <count> <digest-every>
//   action-log-probe replay <log>
//   action-log-probe timetravel <log> <checkpoint-every> <jumps>
// Prints one line of key=value pairs, always ending with peak_rss_kb (VmHWM of this process).
import ActionLogFixtures
import Flux
import Foundation

func peakResidentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("action-log-probe: \(message)\n".utf8))
    exit(1)
}

@MainActor
func generate(_ path: String, count: Int, digestEvery: Int) throws -> String {
    let stores = try TallyStores()
    let recorder = try ActionLogRecorder(
        path: path, dispatcher: stores.dispatcher, app: ActionLogApp(name: "action-log-probe", version: "1"),
        options: .init(force: true, digestEvery: digestEvery))
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<count { stores.dispatcher.send(.random(using: &generator)) }
    recorder.close()
    if let failure = recorder.failure { fail("\(failure)") }
    return "recorded=\(recorder.recordedCount) value=\(stores.counter.state.value)"
}

@MainActor
func replay(_ path: String) throws -> String {
    let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
    let summary = try replayer.run()
    let value = (replayer.dispatcher.stores.first { $0.name == "counter" }?.anyState as? CounterState)?.value ?? 0
    return "replayed=\(summary.lastSequence) verified=\(summary.verifiedDigests) value=\(value)"
}

@MainActor
func timeTravel(_ path: String, every: Int, jumps: Int) throws -> String {
    let player = try ActionLogPlayer(path: path, checkpointEvery: every) { try TallyStores.replayDispatcher() }
    var generator = SeededGenerator(seed: 11)
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<jumps { try player.goto(UInt64.random(in: 0...player.lastSequence, using: &generator)) }
    let elapsed = clock.now - start
    let perJump = elapsed / max(jumps, 1)
    return "last=\(player.lastSequence) checkpoints=\(player.checkpointCount) jumps=\(jumps) "
        + "ms_per_jump=\(perJump.components.attoseconds / 1_000_000_000_000_000)"
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let report: String
    switch (arguments.first, arguments.count) {
    case ("generate", 4):
        report = try generate(arguments[1], count: Int(arguments[2]) ?? 0, digestEvery: Int(arguments[3]) ?? 0)
    case ("replay", 2): report = try replay(arguments[1])
    case ("timetravel", 4):
        report = try timeTravel(arguments[1], every: Int(arguments[2]) ?? 10_000, jumps: Int(arguments[3]) ?? 0)
    default: fail("usage: generate <log> <count> <digest-every> | replay <log> | timetravel <log> <every> <jumps>")
    }
    print("\(report) peak_rss_kb=\(peakResidentKilobytes())")
} catch {
    fail("\(error)")
}
