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
        let header = ActionLogHeader(app: LogFixture.app, created: created, stores: stores, digest: [:])
        var bytes: [UInt8] = []
        let page = InspectorPage { bytes += $0 }
        try page.begin(
            InspectorSession(
                fileName: "hand.jsonl", header: header, initialStates: initial.map { Array($0.utf8) },
                initialCheck: .notRecorded))
        for step in steps { try page.append(step) }
        try page.finish(truncation: nil)
        return String(decoding: bytes, as: UTF8.self)
    }
}
