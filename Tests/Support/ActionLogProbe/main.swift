// Test and benchmark helper: large action logs in a process of their own, reporting peak memory.
// Usage:
//   action-log-probe generate <log> <count> <digest-every>
//   action-log-probe replay <log>
//   action-log-probe timetravel <log> <checkpoint-every> <jumps>
//   action-log-probe encode <count>      (baseline: only JSONEncoder on the same actions)
//   action-log-probe decode <log>        (baseline: only JSONDecoder on the same lines)
// Times (ns_per_op, ms_per_jump) are informational; tests assert memory and results only.
// Prints one line of key=value pairs, always ending with peak_rss_kb (VmHWM of this process).
import ActionLogFixtures
import BenchKit
import Flux
import FluxActionLog
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

/// Nanoseconds per operation since `start`.
func nanosecondsPerOperation(since start: ContinuousClock.Instant, operations: Int) -> Int64 {
    let elapsed = ContinuousClock.now - start
    let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    return nanoseconds / Int64(max(operations, 1))
}

func encodeOnly(count: Int) throws -> String {
    let encoder = JSONEncoder()
    var generator = SeededGenerator(seed: 7)
    let actions = (0..<count).map { _ in TallyAction.random(using: &generator) }
    let start = ContinuousClock.now
    var bytes = 0
    for action in actions { bytes &+= try encoder.encode(action).count }
    return "encoded=\(count) bytes=\(bytes) ns_per_op=\(nanosecondsPerOperation(since: start, operations: count))"
}

/// The shape of a record line without the library: what plain `JSONDecoder` use would decode.
struct PlainRecord: Decodable {
    let seq: UInt64
    let action: TallyAction
}

func decodeOnly(_ path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // The action lines only: a version 2 log also has a completion line (`{"done":N}`) per action.
    let lines = data.split(separator: 0x0A).dropFirst().filter { $0.starts(with: Array(#"{"seq":"#.utf8)) }
    let decoder = JSONDecoder()
    let start = ContinuousClock.now
    var sum: UInt64 = 0
    for line in lines { sum &+= try decoder.decode(PlainRecord.self, from: Data(line)).seq }
    return
        "decoded=\(lines.count) sum=\(sum) ns_per_op=\(nanosecondsPerOperation(since: start, operations: lines.count))"
}

@MainActor
func generate(_ path: String, count: Int, digestEvery: Int) throws -> String {
    let stores = try TallyStores()
    let recorder = try ActionLogRecorder(
        path: path, dispatcher: stores.dispatcher, app: ActionLogApp(name: "action-log-probe", version: "1"),
        options: .init(force: true, digestEvery: digestEvery))
    var generator = SeededGenerator(seed: 7)
    let actions = (0..<count).map { _ in TallyAction.random(using: &generator) }
    let start = ContinuousClock.now
    for action in actions { stores.dispatcher.send(action) }
    let perAction = nanosecondsPerOperation(since: start, operations: count)
    recorder.close()
    if let failure = recorder.failure { fail("\(failure)") }
    return "recorded=\(recorder.recordedCount) value=\(stores.counter.state.value) ns_per_op=\(perAction)"
}

@MainActor
func replay(_ path: String) throws -> String {
    let start = ContinuousClock.now
    let replayer = try ActionLogReplayer(path: path) { try TallyStores.replayDispatcher() }
    let summary = try replayer.run()
    let perAction = nanosecondsPerOperation(since: start, operations: Int(summary.lastSequence))
    let value = (replayer.dispatcher.stores.first { $0.name == "counter" }?.anyState as? CounterState)?.value ?? 0
    return "replayed=\(summary.lastSequence) verified=\(summary.verifiedDigests) value=\(value) ns_per_op=\(perAction)"
}

@MainActor
func timeTravel(_ path: String, every: Int, jumps: Int) throws -> String {
    let player = try ActionLogPlayer(path: path, checkpointEvery: every) { try TallyStores.replayDispatcher() }
    var generator = SeededGenerator(seed: 11)
    let start = ContinuousClock.now
    for _ in 0..<jumps { try player.goto(UInt64.random(in: 0...player.lastSequence, using: &generator)) }
    let perJump = nanosecondsPerOperation(since: start, operations: jumps)
    return "last=\(player.lastSequence) checkpoints=\(player.checkpointCount) jumps=\(jumps) ns_per_jump=\(perJump)"
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let report: String
    switch (arguments.first, arguments.count) {
    case ("generate", 4):
        report = try generate(arguments[1], count: Int(arguments[2]) ?? 0, digestEvery: Int(arguments[3]) ?? 0)
    case ("replay", 2): report = try replay(arguments[1])
    case ("encode", 2): report = try encodeOnly(count: Int(arguments[1]) ?? 0)
    case ("decode", 2): report = try decodeOnly(arguments[1])
    case ("timetravel", 4):
        report = try timeTravel(arguments[1], every: Int(arguments[2]) ?? 10_000, jumps: Int(arguments[3]) ?? 0)
    default:
        fail(
            "usage: generate <log> <count> <digest-every> | replay <log> | timetravel <log> <every> <jumps> "
                + "| encode <count> | decode <log>")
    }
    print("\(report) peak_rss_kb=\(peakResidentKilobytes())")
} catch {
    fail("\(error)")
}
