import ActionLogFixtures
import FluxActionLog
import TestSupport
import Testing

/// The inspector page's checkpoints are bounded by bytes: a checkpoint comes only once the
/// changes since the last one weigh a quarter of it, so a large state is not copied per action.
@Suite struct InspectorCheckpointSizeTests {
    /// `count` steps that each set `"n"` of a state that also holds `big` (never changed).
    static func steps(count: Int, big: String) -> [InspectorStep] {
        (1...count).map { sequence in
            HandMadeSession.step(
                UInt64(sequence), action: #"{"type":"tick"}"#, states: [#"{"big":"\#(big)","n":\#(sequence)}"#])
        }
    }

    @Test func aOneMegabyteValueIsEmbeddedOnceNotOncePerAction() async throws {
        let big = String(repeating: "q", count: 1 << 20)
        let html = try HandMadeSession.written(
            by: { InspectorPage(checkpointEvery: 1, checkpointBytes: 1, output: $0) }, stores: ["search"],
            initial: [#"{"big":"\#(big)","n":0}"#], steps: Self.steps(count: 50, big: big))
        let reader = try InspectorPageReader(html: html)

        #expect(reader.meta["chunks"] == .array([.integer(1)]))
        #expect(reader.count == 50)
        #expect(try reader.changes(50).text == #"[[0,["n"],50]]"#)
        // The value once, the page around it (about 66 KB of script and style) and 50 small steps.
        #expect(html.utf8.count < (1 << 20) + 72 << 10)
        if ContinuousIntegration.requires(PageLogic.available) {
            let states = try await reader.states()
            #expect(states.count == 51)
            #expect(states[50] == [.object(["big": .string(big), "n": .integer(50)])])
        }
    }

    @Test func aCheckpointComesOnceTheChangesWeighAQuarterOfIt() throws {
        // A 4,000-byte checkpoint; each step embeds a new 300-character value (about 330 bytes).
        let big = String(repeating: "b", count: 4_000)
        let steps = (1...12).map { sequence in
            let value = String(repeating: Character(UnicodeScalar(UInt8(96 + sequence))), count: 300)
            return HandMadeSession.step(
                UInt64(sequence), action: #"{"type":"set"}"#, states: [#"{"big":"\#(big)","v":"\#(value)"}"#])
        }
        let html = try HandMadeSession.written(
            by: { InspectorPage(checkpointEvery: 1, output: $0) }, stores: ["s"], initial: [#"{"big":"\#(big)"}"#],
            steps: steps)
        let reader = try InspectorPageReader(html: html)

        #expect(reader.meta["chunks"] == .array([1, 5, 9].map { .integer($0) }))
    }
}
