import ActionLogFixtures
import Flux
import FluxActionLog
import Foundation
import Testing

/// ``ActionLogBlame`` and the inspector page's `changedBy` (states.js) blame alike: replaying the
/// logs of `Tests/BlameParity/blame-logs.json`, recorded here with one action per state, lists
/// exactly the fixture's changes, which the page's Node test (`Tests/InspectorJS/blame-parity.test.js`)
/// checks too.
@MainActor @Suite struct BlameParityTests {
    /// The one action of the fixture's logs: the store's state becomes the value.
    enum DocAction: LoggableAction, Equatable {
        case set(ActionLogJSON)
    }

    /// One field of one log, and the sequence numbers that changed it.
    struct Case: Sendable, CustomTestStringConvertible {
        let log: String
        let about: String
        let states: [ActionLogJSON]
        let segments: [StateFieldPath.Segment]
        let changes: [UInt64]

        var testDescription: String { "\(log), \(about)" }
    }

    struct FixtureError: Error, CustomStringConvertible {
        let description: String
    }

    nonisolated static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("BlameParity/blame-logs.json")

    /// Every field of every log of the fixture.
    nonisolated static func cases() throws -> [Case] {
        let root = try ActionLogJSON(parsing: Array(try Data(contentsOf: fixture)))
        guard case .object(let top) = root, case .array(let logs)? = top["logs"] else {
            throw FixtureError(description: "the fixture has no logs")
        }
        return try logs.flatMap { log -> [Case] in
            guard case .string(let name)? = log["name"], case .array(let states)? = log["states"], !states.isEmpty,
                case .array(let fields)? = log["fields"]
            else { throw FixtureError(description: "a log without name, states and fields: \(log.text)") }
            return try fields.map { field in
                guard case .string(let about)? = field["about"], case .array(let path)? = field["path"],
                    case .array(let changes)? = field["changes"]
                else { throw FixtureError(description: "a field without about, path and changes in \(name)") }
                return Case(
                    log: name, about: about, states: states, segments: try path.map(segment),
                    changes: try changes.map { change in
                        guard case .integer(let sequence) = change, sequence > 0 else {
                            throw FixtureError(description: "a change that is no sequence number in \(name)")
                        }
                        return UInt64(sequence)
                    })
            }
        }
    }

    nonisolated static func segment(_ json: ActionLogJSON) throws -> StateFieldPath.Segment {
        switch json {
        case .string(let key): return .key(key)
        case .integer(let index) where index >= 0: return .index(Int(index))
        default: throw FixtureError(description: "a path step that is no key nor index: \(json.text)")
        }
    }

    static func dispatcher(initial: ActionLogJSON) throws -> Dispatcher<DocAction> {
        let store = Store<ActionLogJSON, DocAction>(name: "doc", initialState: initial) { state, action in
            if case .set(let value) = action { state = value }
        }
        let dispatcher = Dispatcher<DocAction>()
        try dispatcher.register(store)
        return dispatcher
    }

    @Test func theFixtureHasItsFields() throws {
        #expect(try Self.cases().count == 11)
    }

    @Test(arguments: try cases())
    func actionLogBlameListsTheFixturesChanges(_ item: Case) throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("doc.jsonl")
        let live = try Self.dispatcher(initial: item.states[0])
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: live, app: LogFixture.app,
            options: .init(timestamps: false, clock: LogFixture.clock))
        for state in item.states.dropFirst() { live.send(.set(state)) }
        recorder.close()

        let blame = try ActionLogBlame<DocAction>(path: path, verify: true) {
            try Self.dispatcher(initial: item.states[0])
        }
        var changes: [UInt64] = []
        let summary = try blame.run(StateFieldPath(store: "doc", segments: item.segments)) {
            changes.append($0.sequence)
        }

        #expect(changes == item.changes)
        #expect(summary.replay.lastSequence == UInt64(item.states.count - 1))
    }
}
