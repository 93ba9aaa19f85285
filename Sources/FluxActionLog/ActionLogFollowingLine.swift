/// A version 2 line that follows an action's line: its completion (`{"done":N,…}`) or the
/// invariants it broke (`{"broke":N,"invariants":[…]}`).
struct ActionLogFollowingLine: Decodable {
    /// The action the line is about: `done`'s or `broke`'s number.
    let sequence: UInt64
    /// Whether it is a completion line (else a break line).
    let isDone: Bool
    let digest: [String: String]?
    let states: [String: ActionLogJSON]?
    let invariants: [InvariantBreakLine]?

    private enum Key: String, CodingKey { case done, broke, digest, states, invariants }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let done = try container.decodeIfPresent(UInt64.self, forKey: .done) {
            sequence = done
            isDone = true
        } else {
            sequence = try container.decode(UInt64.self, forKey: .broke)
            isDone = false
        }
        digest = try container.decodeIfPresent([String: String].self, forKey: .digest)
        states = try container.decodeIfPresent([String: ActionLogJSON].self, forKey: .states)
        invariants = try container.decodeIfPresent([InvariantBreakLine].self, forKey: .invariants)
    }

    /// Whether `bytes` starts as a following line does (`{"done":` or `{"broke":`), which an
    /// action line (`{"seq":`) never does.
    static func starts(_ bytes: some Collection<UInt8>) -> Bool {
        let prefix = Array(bytes.prefix(4))
        return prefix == Array(#"{"do"#.utf8) || prefix == Array(#"{"br"#.utf8)
    }
}
