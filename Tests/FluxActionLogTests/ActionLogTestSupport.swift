import ActionLogFixtures
import BenchKit
import Flux
import FluxActionLog
import Foundation

/// A fresh directory for one test's log files, removed by `remove()`.
struct LogDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-action-log-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `lines`, each followed by a newline, to `name`; returns the path.
    func write(_ name: String, lines: [String]) throws -> String {
        try write(name, text: lines.map { $0 + "\n" }.joined())
    }

    /// Writes `text` as is to `name`; returns the path.
    func write(_ name: String, text: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func lines(_ path: String) throws -> [String] {
        try text(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Fixed values for exact file contents.
enum LogFixture {
    static let app = ActionLogApp(name: "tally", version: "0.1")
    /// 2026-01-02T03:04:05.123Z.
    static let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_767_323_045.123) }
    static let time = "2026-01-02T03:04:05.123Z"
    /// The version 1 header of a log of fresh tally stores (digests of the initial states): what
    /// the hand-written logs start with (one line per action, no completion lines).
    static let header = header(version: 1)
    /// The header a recorder writes now for fresh tally stores: version 2 (write-ahead lines).
    static let headerV2 = header(version: 2)

    /// The header of a log of fresh tally stores, declaring format `version`.
    static func header(version: Int) -> String {
        #"{"format":"flux-action-log","version":\#(version),"app":{"name":"tally","version":"0.1"},"#
            + #""created":"2026-01-02T03:04:05.123Z","stores":["counter","summary","notes"],"#
            + #""digest":{"counter":"61530ab4f577b52f","summary":"faa8ed7f47af6d9b","notes":"7c68775381742cd7"}}"#
    }

    /// Options with the fixed clock.
    static func options(
        force: Bool = false, digestEvery: Int = 0, snapshots: Bool = false, timestamps: Bool = false
    ) -> ActionLogRecorder<TallyAction>.Options {
        .init(force: force, digestEvery: digestEvery, snapshots: snapshots, timestamps: timestamps, clock: clock)
    }

    /// A record line with no digest and no time (version 2: no cause either).
    static func record(_ sequence: Int, _ action: String) -> String {
        #"{"seq":\#(sequence),"action":\#(action)}"#
    }

    /// A version 2 action line with a cause, no time.
    static func record(_ sequence: Int, _ action: String, cause: Int) -> String {
        #"{"seq":\#(sequence),"action":\#(action),"cause":\#(cause)}"#
    }

    /// A version 2 completion line with no digest.
    static func done(_ sequence: Int) -> String {
        #"{"done":\#(sequence)}"#
    }

    /// Records `actions` sent to fresh tally stores (no middleware) and returns the stores.
    @MainActor @discardableResult
    static func recordSession(
        _ actions: [TallyAction], to path: String, options: ActionLogRecorder<TallyAction>.Options
    ) throws -> TallyStores {
        let stores = try TallyStores()
        let recorder = try ActionLogRecorder(path: path, dispatcher: stores.dispatcher, app: app, options: options)
        for action in actions { stores.dispatcher.send(action) }
        recorder.close()
        return stores
    }

    /// `count` seeded random actions.
    static func randomActions(_ count: Int, seed: UInt64) -> [TallyAction] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in TallyAction.random(using: &generator) }
    }
}

/// The directory holding the test binary and the package's built executables.
enum BuildProducts {
    static var directory: URL {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
            return Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
    }

    static func executable(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

/// The states of tally stores, for comparing two sets.
@MainActor
func tallyStates(_ dispatcher: Dispatcher<TallyAction>) -> [String] {
    let encoder = CanonicalStateEncoder()
    return dispatcher.stores.map { store in
        store.name + "=" + String(decoding: (try? encoder.encode(store)) ?? [], as: UTF8.self)
    }
}
