/// The stores' latest states as canonical JSON and digests, encoded again only when a state
/// changed: an `Equatable` state equal to the one seen before keeps its bytes (most actions
/// change one or two stores of an app).
final class InspectedStates {
    private let names: [String]
    private let encoder = CanonicalStateEncoder()
    private var states: [(any Sendable)?]
    private var bytes: [[UInt8]]
    private var digests: [String]

    init(names: [String]) {
        self.names = names
        states = Array(repeating: nil, count: names.count)
        bytes = Array(repeating: [], count: names.count)
        digests = Array(repeating: "", count: names.count)
    }

    /// The canonical JSON of each state (in store order), remembered for the next call.
    /// - Throws: `StateEncodingError` for a state that cannot be encoded.
    func capture(_ current: [any Sendable]) throws -> [[UInt8]] {
        for (index, state) in current.enumerated() {
            if let previous = states[index], Self.isEqual(previous, state) { continue }
            bytes[index] = try encoder.encode(state, store: names[index])
            digests[index] = FNV1a64.hex(of: bytes[index])
            states[index] = state
        }
        return bytes
    }

    /// The stores whose last captured digest differs from `recorded`, as the replayer reports
    /// them (with field differences when `snapshot` has the recorded state), then the recorded
    /// stores this replay does not have.
    func divergences(from recorded: [String: String], snapshot: [String: ActionLogJSON]?) -> [StoreDivergence] {
        StoreDivergence.comparing(names: names, states: bytes, digests: digests, with: recorded, snapshot: snapshot)
    }

    /// Whether two states are equal `Equatable` values of the same type (false when not `Equatable`).
    private static func isEqual(_ previous: any Sendable, _ current: any Sendable) -> Bool {
        guard let previous = previous as? any Equatable else { return false }
        return equal(previous, current)
    }

    private static func equal<State: Equatable>(_ previous: State, _ current: Any) -> Bool {
        (current as? State) == previous
    }
}
