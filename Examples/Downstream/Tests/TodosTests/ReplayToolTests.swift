import Flux
import FluxActionLog
import Foundation
import Testing
import Todos

/// The path from a broken invariant to a minimal failing test, through the library's replay tool
/// in the app's own binary (`todos replay`): the log keeps the break, the tool says that it
/// reproduces (status 4), shrinks the log to the action that breaks it, and writes its test.
@MainActor @Suite struct ReplayToolTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("downstream-replay-\(UInt64.random(in: 0...UInt64.max))")

    /// `todos ARGUMENTS` in the folder, to its end: its status and standard error.
    private func todos(_ arguments: String...) async throws -> (status: Int32, error: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let errors = folder.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = products.appendingPathComponent("todos")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        let ended = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in ended.continuation.finish() }
        try process.run()
        for await _ in ended.stream {}
        return (process.terminationStatus, try String(contentsOf: errors, encoding: .utf8))
    }

    @Test func theToolWritesTheInspectorPageAndNeverOverwritesOne() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try TodoApp()
        let recorder = try ActionLogRecorder(
            url: folder.appendingPathComponent("session.jsonl"), dispatcher: app.dispatcher,
            app: ActionLogApp(name: "todos", version: "1.0.0"))
        for title in ["Buy milk", "Call Bob"] { app.dispatcher.send(.list(.added(title: title))) }
        app.dispatcher.send(.list(.toggled(id: 1)))
        recorder.close()

        let written = try await todos("replay", "session.jsonl", "--html", "session.html")
        #expect(written.status == 0)
        let page = folder.appendingPathComponent("session.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("list.toggled"))

        let again = try await todos("replay", "session.jsonl", "--html", "session.html")
        #expect(again.status == 2)
        #expect(again.error == "todos replay: session.html exists; --force replaces it\n")
        #expect(try String(contentsOf: page, encoding: .utf8) == html)
    }

    @Test func aRecordedBreakReproducesAndShrinksToItsTest() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try TodoApp()
        app.dispatcher.onInvariantBreak = { _, _ in }  // this test goes on after the break
        let recorder = try ActionLogRecorder(
            url: folder.appendingPathComponent("session.jsonl"), dispatcher: app.dispatcher,
            app: ActionLogApp(name: "todos", version: "1.0.0"))
        for title in ["Buy milk", "  ", "Call Bob"] { app.dispatcher.send(.list(.added(title: title))) }
        app.dispatcher.send(.list(.toggled(id: 1)))
        recorder.close()

        let replay = try await todos("replay", "session.jsonl", "--print", "none")
        #expect(replay.status == 4)
        #expect(
            replay.error
                == "todos replay: the recorded invariant break at seq 2 reproduces: store \"list\" broke \"no blank title\"\n"
        )

        let minimize = try await todos(
            "replay", "session.jsonl", "--minimize", "small.jsonl", "--emit-test", "BlankTitleTests.swift")
        #expect(minimize.status == 0)
        let small = try String(contentsOf: folder.appendingPathComponent("small.jsonl"), encoding: .utf8)
        let actions = small.split(separator: "\n").filter { $0.hasPrefix("{\"seq\":") }
        // The payload shrinks too: the empty title is blank as well.
        #expect(actions == [#"{"seq":1,"action":{"type":"list.added","list":{"_0":{"added":{"title":""}}}}}"#])
        let test = try String(contentsOf: folder.appendingPathComponent("BlankTitleTests.swift"), encoding: .utf8)
        #expect(test.contains("store.send(.list(.added(title: \"\")))"))
    }
}
