import FluxActionLog
import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// The black box on real crashes (FluxActionLog's `ActionLogBlackBox` and
/// `ActionLogCrashHandler`), with `black-box-crasher` (Tests/Support/BlackBoxCrasher), a tiny app
/// whose reducer crashes, by each crash signal, as it reduces a chosen action: the handler writes
/// a version 2 log that ends with that action's line and no completion line, notes it for the
/// next start, runs the runtime's backtracer (on, as by default) and ends the process by the
/// signal. flux-movies' own crash behaviour (the notice, the replay, the terminal) is tested on a
/// build with the planted bug: `PlantedCrashEndToEndTests`, `PlantedCrashWindowEndToEndTests`.
/// Under a sanitizer only a trap with the backtracer off: the sanitizer's own SEGV, BUS and FPE
/// handlers report those crashes, and the runtime's backtracer does not finish on a sanitized
/// process, so the crashed child never ends.
@Suite(.startsProcesses) struct BlackBoxCrashTests {
    /// Why a test of a crash with the backtracer on runs in the plain pass only.
    static let notSanitized = ConditionTrait.disabled(
        if: Sanitizer.current != nil,
        "a sanitizer's signal handlers and the runtime's backtracer do not finish a real crash")

    /// A crash of the crasher (its KIND argument) and the signal it ends the process with.
    static let crashes: [(String, Int32)] = [
        ("trap", trapSignal), ("segv", SIGSEGV), ("abort", SIGABRT), ("bus", SIGBUS), ("ill", SIGILL),
        ("fpe", SIGFPE), ("sigtrap", SIGTRAP),
    ]

    /// A Swift runtime trap: `ud2` on x86-64, `brk` on arm64.
    #if arch(x86_64)
        static let trapSignal = SIGILL
    #else
        static let trapSignal = SIGTRAP
    #endif

    /// The crasher's action `amount`'s line, as the black box keeps it.
    static func actionLine(_ seq: Int, amount: Int) -> String {
        #"{"seq":\#(seq),"action":{"type":"add","add":{"_0":\#(amount)}}}"#
    }

    /// The lines after the header of a black box that crashed at its action `crashed`: each
    /// earlier action with its completion line, then the crashing one alone; action `seq` adds
    /// `seq + firstAmount - 1`.
    static func windowLines(crashingAt crashed: Int, firstAmount: Int = 1) -> [String] {
        var lines: [String] = []
        for seq in 1..<crashed {
            lines.append(actionLine(seq, amount: seq + firstAmount - 1))
            lines.append(#"{"done":\#(seq)}"#)
        }
        return lines + [actionLine(crashed, amount: crashed + firstAmount - 1)]
    }

    @Test(notSanitized, arguments: crashes)
    func aCrashWritesTheActionsUpToTheCrashingOne(kind: String, signal: Int32) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("crashes").path

        let crashed = try await Self.crash(kind, at: 5, into: folder, in: directory)

        #expect(crashed.status == signal)
        #expect(crashed.reason == .uncaughtSignal)
        #expect(crashed.error.contains("Program crashed"))
        let log = try #require(ActionLogCrashHandler.takeUnreportedCrash(in: folder))
        #expect(ActionLogCrashHandler.takeUnreportedCrash(in: folder) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }
        #expect(names == [URL(fileURLWithPath: log).lastPathComponent])
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        // The header, actions 1 to 4 each with its completion line, then the action the crash
        // interrupted, with no completion line.
        #expect(lines.first?.hasPrefix(#"{"format":"flux-action-log","version":2,"#) == true)
        #expect(lines.first?.contains(#""app":{"name":"black-box-crasher","version":"1"}"#) == true)
        #expect(Array(lines.dropFirst()) == Self.windowLines(crashingAt: 5))
        #expect(try ActionLogRecordedFailure.find(in: log, as: CrasherAction.self) == .crash(sequence: 5))
    }

    /// A trap with the runtime's backtracer off (as the replay tool starts its children) writes
    /// the same log and ends by the same signal, under every sanitizer too.
    @Test(.tags(.sanitized)) func aTrapWithTheBacktracerOffWritesTheSameLog() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("crashes").path

        let crashed = try await Self.crash("trap", at: 3, into: folder, in: directory, backtrace: "enable=no")

        #expect(crashed.status == Self.trapSignal && crashed.reason == .uncaughtSignal)
        #expect(crashed.error.contains("black-box-crasher: a trap on purpose"))
        let log = try #require(ActionLogCrashHandler.takeUnreportedCrash(in: folder))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Array(lines.dropFirst()) == Self.windowLines(crashingAt: 3))
        #expect(try ActionLogRecordedFailure.find(in: log, as: CrasherAction.self) == .crash(sequence: 3))
    }

    /// With a capacity of 3, a crash at action 8 keeps the window from the checkpoint after
    /// action 3 (whose states the header holds), numbered from 1: actions 4 to 8.
    @Test(notSanitized) func aCrashAfterACheckpointWritesTheWindowFromIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("crashes").path

        let crashed = try await Self.crash("segv", at: 8, into: folder, in: directory, arguments: ["--capacity", "3"])

        #expect(crashed.status == SIGSEGV)
        let log = try #require(ActionLogCrashHandler.takeUnreportedCrash(in: folder))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#""states":{"counter":{"count":3,"total":6}}"#) == true)
        #expect(lines.first?.hasSuffix(#""checkpoint":true}"#) == true)
        #expect(Array(lines.dropFirst()) == Self.windowLines(crashingAt: 5, firstAmount: 4))
        #expect(try ActionLogRecordedFailure.find(in: log, as: CrasherAction.self) == .crash(sequence: 5))
    }

    /// A kind the crasher does not know crashes nothing: it says so, exits 1 and writes no log.
    @Test(notSanitized) func noCrashWritesNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("crashes").path

        let ended = try await Self.crash("none", at: 2, into: folder, in: directory)

        #expect(ended.reason == .exit && ended.status == 1)
        #expect(ended.error == "black-box-crasher: none did not crash the process\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(ActionLogCrashHandler.takeUnreportedCrash(in: folder) == nil)
    }

    /// How the crasher ended, and its stderr.
    struct Ending {
        var status: Int32
        var reason: Process.TerminationReason
        var error: String
    }

    /// Runs `black-box-crasher FOLDER kind n arguments…`, its stderr into `directory`;
    /// `backtrace`, when given, is its `SWIFT_BACKTRACE`.
    static func crash(
        _ kind: String, at n: Int, into folder: String, in directory: TemporaryDirectory, arguments: [String] = [],
        backtrace: String? = nil
    ) async throws -> Ending {
        let errorURL = directory.file("stderr-\(kind)")
        try Data().write(to: errorURL)
        let process = Process()
        process.executableURL = BuildProducts.executable("black-box-crasher")
        process.arguments = [folder, kind, "\(n)"] + arguments
        var environment = Sanitizer.childEnvironment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        environment["SWIFT_BACKTRACE"] = backtrace
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try await process.start().wait()
        return Ending(
            status: process.terminationStatus, reason: process.terminationReason,
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// The crasher's action, as its log lines spell it (synthesized coding): what
/// `ActionLogRecordedFailure.find` reads them as.
enum CrasherAction: LoggableAction, Equatable {
    case add(Int)
}
