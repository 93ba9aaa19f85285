import Foundation
import TestSupport

/// Runs `tally-replay` (the tally app with real bugs and ``ReplayTool`` in its main) in a
/// temporary directory, and writes the logs it replays there.
struct TallyReplayTool {
    /// The directory the tool runs in.
    let directory: URL
    /// What the tool's environment adds to this process's (`TALLY_REPLAY_REDUCER`).
    let environment: [String: String]

    /// A tool with the tally's reducer `reducer` (nil: the trap on 13), in a new directory.
    init(reducer: String? = nil) throws {
        environment = reducer.map { ["TALLY_REPLAY_REDUCER": $0] } ?? [:]
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-replay-tool-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Removes the directory.
    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// The built `tally-replay`.
    static var executable: URL {
        #if os(Linux)
            let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
            let products = Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
        return products.appendingPathComponent("tally-replay")
    }

    /// `tally-replay ARGUMENTS`, to its end. The runtime's backtracer is off, as the tool turns
    /// it off in its children: a crash then ends the process at once (under AddressSanitizer,
    /// the backtracer's reads of the crashed stack are reported as errors and end it otherwise).
    func run(_ arguments: [String]) async throws -> ChildProcess.Result {
        try await ChildProcess.run(
            Self.executable, arguments, in: directory,
            environment: environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
    }

    /// `tally-replay replay ARGUMENTS`, to its end.
    func replay(_ arguments: String...) async throws -> ChildProcess.Result {
        try await run(["replay"] + arguments)
    }

    /// Writes a log of the tally app recorded by a build without its bugs: the header of a fresh
    /// recording, then each action completed.
    func log(_ name: String, actions: [String]) async throws {
        let header = try await headerLine()
        var lines = [header]
        for (index, action) in actions.enumerated() {
            lines += ["{\"seq\":\(index + 1),\"action\":\(action)}", "{\"done\":\(index + 1)}"]
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file(name))
    }

    /// The header line of a recording with no action.
    private func headerLine() async throws -> String {
        try? FileManager.default.removeItem(at: file(".header.jsonl"))
        let result = try await run(["record", ".header.jsonl"])
        precondition(result.status == 0, "tally-replay record failed: \(result.error)")
        let text = try String(contentsOf: file(".header.jsonl"), encoding: .utf8)
        return String(text.split(separator: "\n")[0])
    }

    /// The URL of `name` in the directory.
    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The text of the file `name`.
    func text(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }

    /// `{"amount":N,"type":"tally.add"}`.
    static func add(_ amount: Int) -> String { "{\"amount\":\(amount),\"type\":\"tally.add\"}" }

    /// The states line of the fresh tally stores, as `--print` writes it.
    static let initialStates =
        #"{"seq":0,"states":{"counter":{"adds":0,"pending":[],"value":0},"summary":{"parity":"even","peak":0},"#
        + #""notes":{"count":0,"recent":[]}}}"#

    /// The start of the line that names the trap at seq N (the signal's number differs by CPU).
    static func crashLine(_ sequence: UInt64) -> String {
        "tally replay: seq \(sequence) crashes the app: crash (signal "
    }

    /// How the trap's report ends.
    static let trap = "ActionLogFixtures/TallyStores.swift:65: Precondition failed: the tally traps on 13\n"
}
