import Flux
import FluxActionLog
import Foundation
import Testing

/// The inspector writers write their file themselves: whole or not at all, never over a file
/// that exists unless asked.
@MainActor
@Suite struct InspectorFileTests {
    let directory: LogDirectory
    let log: String
    let page: URL

    init() throws {
        directory = try LogDirectory()
        log = directory.path("todo.jsonl")
        page = directory.url.appendingPathComponent("todo.html")
    }

    func inspect(into writers: [any InspectorWriter]) throws {
        let inspection = try ActionLogInspection<TodoAction>(path: log) { try makeTodoDispatcher() }
        _ = try inspection.run(into: writers)
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    @Test func thePageAndTheExportAreWrittenToTheirFiles() throws {
        defer { directory.remove() }
        try recordTodoSession(to: log, options: .init(digestEvery: 1))
        let exportURL = directory.url.appendingPathComponent("todo.devtools.json")
        let writer = try InspectorPage(writingTo: page)

        let before = try files()
        #expect(before.count == 2 && before[0].hasPrefix(".todo.html.") && before[0].hasSuffix(".partial"))
        try inspect(into: [writer, try ReduxDevToolsExport(writingTo: exportURL)])

        #expect(try files() == ["todo.devtools.json", "todo.html", "todo.jsonl"])
        let html = try directory.text(page.path)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains(#""types":["todo.add","todo.toggle"]"#))
        #expect(try directory.text(exportURL.path).contains(#""1":{"action":{"title":"Write the spec""#))
    }

    @Test func anExistingFileIsRefusedAndLeftAsItWas() throws {
        defer { directory.remove() }
        try recordTodoSession(to: log)
        _ = try directory.write("todo.html", text: "mine")

        #expect(throws: ActionLogError(file: page.path, line: nil, kind: .fileExists)) {
            try InspectorPage(writingTo: page)
        }
        #expect(try directory.text(page.path) == "mine")
        #expect(try files() == ["todo.html", "todo.jsonl"])
    }

    @Test func aFileTakenWhileWritingIsRefusedAtTheEnd() throws {
        defer { directory.remove() }
        try recordTodoSession(to: log)
        let writer = try InspectorPage(writingTo: page)
        _ = try directory.write("todo.html", text: "mine")

        #expect(throws: ActionLogError(file: page.path, line: nil, kind: .fileExists)) {
            try inspect(into: [writer])
        }
        #expect(try directory.text(page.path) == "mine")
        #expect(try files() == ["todo.html", "todo.jsonl"])
    }

    @Test func forceReplacesAnExistingFile() throws {
        defer { directory.remove() }
        try recordTodoSession(to: log)
        _ = try directory.write("todo.html", text: "mine")

        try inspect(into: [try InspectorPage(writingTo: page, force: true)])

        #expect(try directory.text(page.path).hasPrefix("<!DOCTYPE html>"))
        #expect(try files() == ["todo.html", "todo.jsonl"])
    }

    @Test func aRunThatFailsLeavesNothingBehind() throws {
        defer { directory.remove() }
        try recordTodoSession(to: log)
        let header = try ActionLogReader<TodoAction>(path: log).header
        do {
            let writer = try InspectorPage(writingTo: page)
            let session = InspectorSession(
                fileName: "todo.jsonl", header: header, initialStates: [], initialCheck: .notChecked)
            #expect(throws: InspectorError("0 initial states for 2 stores")) { try writer.begin(session) }
        }
        #expect(try files() == ["todo.jsonl"])
    }
}
