import ActionLogFixtures
import FluxActionLog

/// Inspector pages of hand-made steps (JSON texts, no stores), for exact checks of what is embedded.
enum HandMadeSession {
    /// A step with JSON texts.
    static func step(_ sequence: UInt64, action: String, states: [String], time: String? = nil) -> InspectorStep {
        InspectorStep(
            sequence: sequence, time: time, action: Array(action.utf8), states: states.map { Array($0.utf8) },
            check: .notRecorded)
    }

    /// The page of hand-made steps.
    static func page(stores: [String], initial: [String], steps: [InspectorStep], created: String = LogFixture.time)
        throws -> String
    {
        try written(by: { InspectorPage(output: $0) }, stores: stores, initial: initial, steps: steps, created: created)
    }

    /// What a writer made of hand-made steps, as text.
    static func written(
        by makeWriter: (@escaping ([UInt8]) throws -> Void) -> any InspectorWriter, fileName: String = "hand.jsonl",
        stores: [String], initial: [String], steps: [InspectorStep], created: String = LogFixture.time,
        initialCheck: InspectorDigestCheck = .notRecorded, lastSequence: UInt64? = nil
    ) throws -> String {
        let header = ActionLogHeader(app: LogFixture.app, created: created, stores: stores, digest: [:])
        var bytes: [UInt8] = []
        let writer = makeWriter { bytes += $0 }
        try writer.begin(
            InspectorSession(
                fileName: fileName, header: header, initialStates: initial.map { Array($0.utf8) },
                initialCheck: initialCheck, lastSequence: lastSequence))
        for step in steps { try writer.append(step) }
        try writer.finish(truncation: nil)
        return String(decoding: bytes, as: UTF8.self)
    }
}
