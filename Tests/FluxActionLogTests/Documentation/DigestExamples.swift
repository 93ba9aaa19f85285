import Flux
import FluxActionLog
import Foundation
import Testing

/// The examples of the FluxActionLog article "Digests and Divergence", run as written.
@MainActor
@Suite struct DigestExamples {
    let directory: LogDirectory
    let path: String

    init() throws {
        directory = try LogDirectory()
        path = directory.path("todo.jsonl")
    }

    /// The error replaying `path` with `from` replaced by `to`, with verification.
    func divergence(replacing from: String, with to: String) throws -> ActionLogError? {
        let text = try directory.text(path).replacingOccurrences(of: from, with: to)
        let tampered = try directory.write("tampered.jsonl", text: text)
        do {
            let replayer = try ActionLogReplayer<TodoAction>(path: tampered) { try makeTodoDispatcher() }
            _ = try replayer.run()
            return nil
        } catch let error as ActionLogError {
            return error
        }
    }

    @Test func aDigestIsTheHashOfTheCanonicalJSON() throws {
        defer { directory.remove() }
        let encoder = CanonicalStateEncoder()
        let state = TodoState(items: [TodoItem(title: "Write the spec")])
        let bytes = try encoder.encode(state, store: "todos")
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"items":[{"done":false,"title":"Write the spec"}]}"#)
        #expect(try encoder.digest(of: state, store: "todos") == "64be3a3af4d05d49")
        #expect(FNV1a64.hex(of: []) == "cbf29ce484222325")
    }

    @Test func withSnapshotsADivergenceNamesTheFields() throws {
        defer { directory.remove() }
        try recordTodoSession(to: path, options: .init(digestEvery: 1, snapshots: true))

        let error = try divergence(
            replacing: #"{"index":0,"type":"todo.toggle"}"#, with: #"{"index":1,"type":"todo.toggle"}"#)
        #expect(error?.line == 6)  // seq 3's line: after the header, each action's line and completion
        #expect(
            error.map { "\($0.kind)" } == """
                replay diverged at seq 3, action {"index":1,"type":"todo.toggle"}
                  store "todos": recorded digest bbdb35fea051aa48, replayed fb4ae167775fd86c
                    items[0].done: recorded true, replayed false
                    items[1].done: recorded false, replayed true
                """)
    }

    @Test func withPeriodicDigestsADivergenceIsBoundedByTheLastMatch() throws {
        defer { directory.remove() }
        try recordTodoSession(to: path, options: .init(digestEvery: 2))

        let error = try divergence(replacing: #""Write the spec""#, with: #""Write the tests""#)
        #expect(error?.line == 4)
        #expect(
            error.map { "\($0.kind)" } == """
                replay diverged at seq 2, action {"title":"Test it","type":"todo.add"} (states last matched at seq 0: the change is in seq 1...2)
                  store "todos": recorded digest 2b855d41db5b57cd, replayed 32278130bd37ed89
                """)
    }
}
