import Flux
import FluxActionLog
import Foundation
import Testing

/// The example of the FluxActionLog article "Inspecting a Session", run as written.
@MainActor
@Suite struct InspectingASessionExamples {
    @Test func onePlayWritesThePageAndTheReduxDevToolsHistory() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("todo.jsonl")
        try recordTodoSession(to: path)

        let inspection = try ActionLogInspection<TodoAction>(path: path) { try makeTodoDispatcher() }
        var html: [UInt8] = []
        var history: [UInt8] = []
        let page = InspectorPage { html += $0 }
        let export = ReduxDevToolsExport { history += $0 }
        let summary = try inspection.run(fileName: "todo.jsonl", into: [page, export])

        #expect(summary.lastSequence == 3 && summary.divergence == nil)
        let text = String(decoding: html, as: UTF8.self)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        #expect(text.contains("default-src 'none'"))
        let lifted = try #require(try JSONSerialization.jsonObject(with: Data(history)) as? [String: Any])
        #expect(lifted["stagedActionIds"] as? [Int] == [0, 1, 2, 3])
        #expect(lifted["nextActionId"] as? Int == 4)
    }
}
