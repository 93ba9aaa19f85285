import Flux
import FluxActionLog
import Foundation
import Testing

/// The examples of the FluxActionLog article "Time Travel", run as written.
@MainActor
@Suite struct TimeTravelExamples {
    @Test func thePlayerJumpsStepsAndExplainsAnAction() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("todo.jsonl")
        try recordTodoSession(to: path)

        let player = try ActionLogPlayer<TodoAction>(path: path) { try makeTodoDispatcher() }
        try player.goto(1)
        try player.stepForward()
        try player.stepBack()
        #expect(player.position == 1 && player.currentRecord?.action == .add(title: "Write the spec"))
        #expect(player.lastSequence == 3 && player.checkpointCount == 1)
        // The stores hold the states after seq 1: their digests are the ones recorded on its line.
        #expect(
            try CanonicalStateEncoder().digests(of: player.dispatcher.stores)
                == ["todos": "64be3a3af4d05d49", "summary": "8bc47c0101398d04"])

        try player.goto(3)
        let changes = try player.changesOfCurrentAction()
        #expect(changes.map(\.store) == ["todos", "summary"])
        #expect(
            changes.flatMap(\.differences).map { $0.describe(fromLabel: "before", toLabel: "after") } == [
                "items[0].done: before false, after true",
                "done: before 0, after 1",
                "open: before 2, after 1",
            ])
        #expect(throws: ActionLogError(file: path, line: nil, kind: .sequenceOutOfRange(requested: 4, last: 3))) {
            try player.goto(4)
        }
        #expect(player.position == 3)
    }
}
