import Foundation

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

    /// The bare completion of action `sequence`, `{"done":N}`: no digest, no states.
    init(completion sequence: UInt64) {
        self.sequence = sequence
        isDone = true
        digest = nil
        states = nil
        invariants = nil
    }

    /// Whether `bytes` is exactly `{"done":N}` for action `sequence`: the line most actions of
    /// a version 2 log have, recognized without a JSON decoder (replay reads one per action).
    static func isBareCompletion(_ bytes: Data, of sequence: UInt64) -> Bool {
        bytes.withUnsafeBytes { raw in
            let prefix = #"{"done":"#.utf8
            guard raw.count > prefix.count + 1, raw.starts(with: prefix), raw.last == UInt8(ascii: "}") else {
                return false
            }
            // Leading zeros are not JSON: such a line is left to the decoder, which refuses it.
            return ActionLogLineScan.wholeNumber(raw[(prefix.count)..<(raw.count - 1)]) == sequence
        }
    }

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
    static func starts(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { raw in raw.starts(with: #"{"do"#.utf8) || raw.starts(with: #"{"br"#.utf8) }
    }
}
